import { Body, Controller, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendDownload } from '../../../common/http/send-download';
import { viewSchema } from '../../../common/http/view-schema';
import type { PartnerJobPage, PartnerJobView } from '../../../contracts/account-views';
import { AccountErrors } from '../account-errors';
import { AccountAccess } from '../portal/account-access.decorator';
import type { AccountMember } from '../portal/account-member';
import { CurrentMember } from '../portal/current-member.decorator';
import { AccountJobsService } from './account-jobs.service';
import { CreatePartnerJobDto, PartnerJobsQueryDto } from './partner-job.dto';

const jobIdPipe = new ParseUUIDPipe({ exceptionFactory: () => AccountErrors.jobNotFound() });
const onPortal = (member: AccountMember) => ({ accountId: member.accountId, as: `${member.name} on the business portal` });

@ApiTags('business')
@ApiCookieAuth()
@AccountAccess('requester')
@Controller('business/jobs')
export class PortalJobsController {
  constructor(private readonly jobs: AccountJobsService) {}

  @Post()
  @ApiCreatedResponse({ description: 'The job', schema: viewSchema('PartnerJobView') })
  create(@CurrentMember() member: AccountMember, @Body() body: CreatePartnerJobDto, @Headers('idempotency-key') idempotencyKey: string | undefined): Promise<PartnerJobView> {
    return this.jobs.create(onPortal(member), body, idempotencyKey);
  }

  @Get()
  @ApiOkResponse({ description: "A page of the account's jobs, newest first", schema: viewSchema('PartnerJobPage') })
  list(@CurrentMember() member: AccountMember, @Query() query: PartnerJobsQueryDto): Promise<PartnerJobPage> {
    return this.jobs.page(member.accountId, query.status, query.cursor);
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The job', schema: viewSchema('PartnerJobView') })
  get(@CurrentMember() member: AccountMember, @Param('id', jobIdPipe) id: string): Promise<PartnerJobView> {
    return this.jobs.view(member.accountId, id);
  }

  @Get(':id/receipt')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: "A completed job's itemized receipt as a PDF", content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  async receipt(@CurrentMember() member: AccountMember, @Param('id', jobIdPipe) id: string, @Res() response: FastifyReply): Promise<void> {
    sendDownload(response, await this.jobs.receipt(member.accountId, id));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The job, cancelled', schema: viewSchema('PartnerJobView') })
  cancel(@CurrentMember() member: AccountMember, @Param('id', jobIdPipe) id: string): Promise<PartnerJobView> {
    return this.jobs.cancel(onPortal(member), id);
  }
}
