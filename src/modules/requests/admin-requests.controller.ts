import { Controller, Delete, Get, HttpCode, Param, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { viewListSchema, viewSchema } from '../../common/http/view-schema';
import type { AdminRequestSummary, AdminRequestView } from '../../contracts/request-views';
import { Access } from '../../common/staff/staff-access.decorator';
import { CurrentAdmin } from '../../common/staff/signed-in-staff.decorator';
import type { SignedInAdmin } from '../../common/staff/staff-request';
import { requestIdPipe } from '../request-core';
import { AdminRequestsService } from './admin-requests.service';

@ApiTags('admin')
@ApiCookieAuth()
@Access('desk')
@Controller('admin/requests')
export class AdminRequestsController {
  constructor(private readonly requests: AdminRequestsService) {}

  @Access('read')
  @Get()
  @ApiOkResponse({
    description: 'Requests neither completed nor cancelled, newest first, at most 500',
    schema: viewListSchema('AdminRequestSummary'),
    headers: { 'X-Total-Count': { description: 'How many requests are open', schema: { type: 'integer' } } },
  })
  async list(@Res({ passthrough: true }) response: FastifyReply): Promise<AdminRequestSummary[]> {
    const { items, total } = await this.requests.list();
    response.header('X-Total-Count', String(total));
    return items;
  }

  @Access('read')
  @Get('cancelled')
  @ApiOkResponse({ description: 'The 50 most recently cancelled requests', schema: viewListSchema('AdminRequestSummary') })
  cancelled(): Promise<AdminRequestSummary[]> {
    return this.requests.cancelled();
  }

  @Access('read')
  @Get(':id')
  @ApiOkResponse({ description: 'The request with its activity log and texts', schema: viewSchema('AdminRequestView') })
  @ApiNotFoundResponse({ description: 'Request not found' })
  details(@Param('id', requestIdPipe) id: string): Promise<AdminRequestView> {
    return this.requests.details(id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Request not found' })
  delete(@Param('id', requestIdPipe) id: string, @CurrentAdmin() admin: SignedInAdmin): Promise<void> {
    return this.requests.delete(id, admin.email);
  }
}
