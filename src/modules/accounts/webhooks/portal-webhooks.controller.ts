import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewListSchema, viewSchema } from '../../../common/http/view-schema';
import type { CreatedWebhookEndpointView, WebhookDeliveryView, WebhookEndpointView } from '../../../contracts/account-views';
import { AccountAccess } from '../portal/account-access.decorator';
import type { AccountMember } from '../portal/account-member';
import { CurrentMember } from '../portal/current-member.decorator';
import { WebhookEndpointDto } from './dto/webhook-endpoint.dto';
import { deliveryIdPipe, endpointIdPipe } from './webhook-id-pipes';
import { WebhookEndpointsService } from './webhook-endpoints.service';

/** The portal's webhooks page: an account admin manages the endpoints, reads their deliveries and replays one. */
@ApiTags('business')
@ApiCookieAuth()
@Controller('business')
export class PortalWebhooksController {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  @Get('webhook-endpoints')
  @AccountAccess('account_admin')
  @ApiOkResponse({ description: "The account's webhook endpoints", schema: viewListSchema('WebhookEndpointView') })
  list(@CurrentMember() member: AccountMember): Promise<WebhookEndpointView[]> {
    return this.endpoints.list(member.accountId);
  }

  @Post('webhook-endpoints')
  @AccountAccess('account_admin')
  @ApiCreatedResponse({ description: 'The endpoint, with its signing secret: shown this once', schema: viewSchema('CreatedWebhookEndpointView') })
  create(@CurrentMember() member: AccountMember, @Body() body: WebhookEndpointDto): Promise<CreatedWebhookEndpointView> {
    return this.endpoints.create(member.accountId, body);
  }

  @Delete('webhook-endpoints/:id')
  @HttpCode(204)
  @AccountAccess('account_admin')
  @ApiNoContentResponse({ description: 'Removed, with its delivery log' })
  remove(@CurrentMember() member: AccountMember, @Param('id', endpointIdPipe) id: string): Promise<void> {
    return this.endpoints.remove(member.accountId, id);
  }

  @Get('webhook-endpoints/:id/deliveries')
  @AccountAccess('account_admin')
  @ApiOkResponse({ description: "The endpoint's latest 50 deliveries", schema: viewListSchema('WebhookDeliveryView') })
  deliveries(@CurrentMember() member: AccountMember, @Param('id', endpointIdPipe) id: string): Promise<WebhookDeliveryView[]> {
    return this.endpoints.deliveries(member.accountId, id);
  }

  @Post('webhook-deliveries/:id/replay')
  @AccountAccess('account_admin')
  @ApiCreatedResponse({ description: 'The new delivery of the same event', schema: viewSchema('WebhookDeliveryView') })
  replay(@CurrentMember() member: AccountMember, @Param('id', deliveryIdPipe) id: string): Promise<WebhookDeliveryView> {
    return this.endpoints.replay(member.accountId, id);
  }
}
