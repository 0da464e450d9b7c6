import { Body, Controller, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { sendDownload } from '../../../common/http/send-download';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { viewSchema } from '../../../common/http/view-schema';
import type { PartnerJobPage, PartnerJobView } from '../../../contracts/account-views';
import { AccountErrors } from '../account-errors';
import { CurrentPartner } from '../keys/current-partner.decorator';
import type { PartnerCaller } from '../keys/partner-caller';
import { PartnerScope } from '../keys/partner-scope.decorator';
import { AccountJobsService } from './account-jobs.service';
import { CreatePartnerJobDto, PartnerJobsQueryDto } from './partner-job.dto';

const jobIdPipe = new ParseUUIDPipe({ exceptionFactory: () => AccountErrors.jobNotFound() });
const viaKey = (partner: PartnerCaller) => ({ accountId: partner.accountId, as: `the partner API (key ${partner.keyPrefix})` });

const JOB_EXAMPLE: CreatePartnerJobDto = {
  phone: '(214) 555-0123',
  vehicleYear: '2021',
  vehicleMake: 'Ford',
  vehicleModel: 'Transit 250',
  vehiclePlate: 'LSF-2041',
  vehicleType: 'Van',
  serviceType: 'Towing',
  locationAddress: '2500 N Stemmons Fwy, Dallas, TX',
  customerLat: 32.8004,
  customerLng: -96.8199,
  destinationAddress: '1200 E Plano Pkwy, Plano, TX',
  destinationLat: 33.0098,
  destinationLng: -96.6829,
  reference: 'WO-48213',
};

/** A business account's jobs through its API key: the same jobs its portal shows. */
@ApiTags('partner')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No key, or a key that is unknown or revoked (api_key_missing, api_key_invalid)' })
@ApiForbiddenResponse({ description: "The key lacks the route's scope (api_key_scope)" })
@ApiTooManyRequestsResponse({ description: 'The key made more than 120 calls in a minute; Retry-After says when to try again' })
@SkipThrottle()
@Controller('partner/v1/jobs')
export class PartnerJobsController {
  constructor(private readonly jobs: AccountJobsService) {}

  @Post()
  @PartnerScope('jobs:write')
  @ApiOperation({ summary: 'Send a job', description: "The online request form's fields plus your reference. No deposit: the job is billed on the monthly invoice. The driver is texted a live tracking link." })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Any 8-128 printable characters, e.g. a UUID: a retry with the same key and body answers the same job instead of sending a second one.' })
  @ApiBody({ type: CreatePartnerJobDto, examples: { tow: { summary: 'A van towed to the depot', value: JOB_EXAMPLE } } })
  @ApiCreatedResponse({ description: 'The job', schema: viewSchema('PartnerJobView') })
  @ApiConflictResponse({ description: 'The monthly credit limit is reached (credit_limit_reached), or the Idempotency-Key was used with another body' })
  create(@CurrentPartner() partner: PartnerCaller, @Body() body: CreatePartnerJobDto, @Headers('idempotency-key') idempotencyKey: string | undefined): Promise<PartnerJobView> {
    return this.jobs.create(viaKey(partner), body, idempotencyKey);
  }

  @Get()
  @PartnerScope('jobs:read')
  @ApiOperation({ summary: 'List jobs', description: 'Newest first, 25 a page; pass nextCursor as cursor for the next page.' })
  @ApiOkResponse({ description: 'A page of jobs', schema: viewSchema('PartnerJobPage') })
  list(@CurrentPartner() partner: PartnerCaller, @Query() query: PartnerJobsQueryDto): Promise<PartnerJobPage> {
    return this.jobs.page(partner.accountId, query.status, query.cursor);
  }

  @Get(':id')
  @PartnerScope('jobs:read')
  @ApiOperation({ summary: 'Get a job' })
  @ApiOkResponse({ description: 'The job', schema: viewSchema('PartnerJobView') })
  @ApiNotFoundResponse({ description: 'No job of your account has this id (job_not_found)' })
  get(@CurrentPartner() partner: PartnerCaller, @Param('id', jobIdPipe) id: string): Promise<PartnerJobView> {
    return this.jobs.view(partner.accountId, id);
  }

  @Get(':id/receipt')
  @PartnerScope('jobs:read')
  @ApiOperation({ summary: "Get a completed job's receipt", description: 'The itemized receipt the driver was texted, as a PDF.' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The receipt as a PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiNotFoundResponse({ description: 'No job of your account has this id (job_not_found), or it is not completed yet (receipt_not_found)' })
  async receipt(@CurrentPartner() partner: PartnerCaller, @Param('id', jobIdPipe) id: string, @Res() response: FastifyReply): Promise<void> {
    sendDownload(response, await this.jobs.receipt(partner.accountId, id));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @PartnerScope('jobs:write')
  @ApiOperation({ summary: 'Cancel a job', description: 'Free until a provider is on the way; from then a cancellation fee (15 % of the price) goes on the invoice.' })
  @ApiOkResponse({ description: 'The job, cancelled', schema: viewSchema('PartnerJobView') })
  @ApiNotFoundResponse({ description: 'No job of your account has this id (job_not_found)' })
  @ApiConflictResponse({ description: 'Service has started or the job is closed (job_not_cancellable)' })
  cancel(@CurrentPartner() partner: PartnerCaller, @Param('id', jobIdPipe) id: string): Promise<PartnerJobView> {
    return this.jobs.cancel(viaKey(partner), id);
  }
}
