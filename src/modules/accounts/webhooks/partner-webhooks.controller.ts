import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { viewListSchema, viewSchema } from '../../../common/http/view-schema';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { CreatedWebhookEndpointView, WebhookEndpointView } from '../../../contracts/account-views';
import { CurrentPartner } from '../keys/current-partner.decorator';
import type { PartnerCaller } from '../keys/partner-caller';
import { PartnerScope } from '../keys/partner-scope.decorator';
import { WebhookEndpointDto } from './dto/webhook-endpoint.dto';
import { CREATED_WEBHOOK_ENDPOINT_EXAMPLE, WEBHOOK_ENDPOINT_EXAMPLE } from './webhook-view-examples';
import { endpointIdPipe } from './webhook-id-pipes';
import { WebhookEndpointsService } from './webhook-endpoints.service';

const SIGNING =
  'Each delivery is a POST of the event as JSON ({ id, type, createdAt, data: the job }) with the headers ' +
  '`Roadside-Event-Id` (the same on every retry and replay: drop repeats) and `Roadside-Signature: t=<unix seconds>,v1=<hex>`, ' +
  'where v1 is HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint\'s secret. Answer 2xx within 10 seconds; ' +
  'anything else is retried with growing waits for about 24 hours, and an endpoint that fails for 24 hours is turned off.';

@ApiTags('partner')
@ApiBearerAuth()
@Controller('partner/v1/webhook-endpoints')
export class PartnerWebhooksController {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  @Get()
  @PartnerScope('jobs:read')
  @ApiOperation({ summary: "The account's webhook endpoints" })
  @ApiOkResponse({ description: 'Every endpoint, oldest first; a turned-off one has `disabledAt` and why', schema: { ...viewListSchema('WebhookEndpointView'), example: [WEBHOOK_ENDPOINT_EXAMPLE] } })
  list(@CurrentPartner() partner: PartnerCaller): Promise<WebhookEndpointView[]> {
    return this.endpoints.list(partner.accountId);
  }

  @Post()
  @PartnerScope('jobs:write')
  @ApiOperation({ summary: 'Register an HTTPS endpoint for job events', description: SIGNING })
  @ApiCreatedResponse({ description: 'The endpoint, with its signing secret: shown this once', schema: { ...viewSchema('CreatedWebhookEndpointView'), example: CREATED_WEBHOOK_ENDPOINT_EXAMPLE } })
  @ApiUnprocessableEntityResponse({ description: '`webhook_url_refused`: not HTTPS, or the host resolves to a private, loopback or link-local address' })
  create(@CurrentPartner() partner: PartnerCaller, @Body() body: WebhookEndpointDto): Promise<CreatedWebhookEndpointView> {
    return this.endpoints.create(partner.accountId, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @PartnerScope('jobs:write')
  @ApiOperation({ summary: 'Remove an endpoint; nothing more is sent to it' })
  @ApiNoContentResponse({ description: 'Removed, with its delivery log' })
  @ApiNotFoundResponse({ description: '`webhook_endpoint_not_found`: no such endpoint on this account' })
  remove(@CurrentPartner() partner: PartnerCaller, @Param('id', endpointIdPipe) id: string): Promise<void> {
    return this.endpoints.remove(partner.accountId, id);
  }
}
