import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { viewListSchema, viewSchema } from '../../../common/http/view-schema';
import type { ProviderApplicationView } from '../../../contracts/network-views';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../domain/provider-applications';
import { Access } from '../../../common/staff/staff-access.decorator';
import { CurrentAdmin } from '../../../common/staff/signed-in-staff.decorator';
import type { SignedInAdmin } from '../../../common/staff/staff-request';
import { ApplicationReviewsService } from './application-reviews.service';
import { NetworkReasonDto } from './dto/network-reason.dto';
import { NetworkErrors } from './network-errors';

const applicationIdPipe = new ParseUUIDPipe({ exceptionFactory: () => NetworkErrors.applicationNotFound() });

@ApiTags('admin')
@ApiCookieAuth()
@ApiNotFoundResponse({ description: 'No application has this id' })
@Access('desk')
@Controller('admin/provider-applications')
export class AdminApplicationsController {
  constructor(private readonly reviews: ApplicationReviewsService) {}

  @Get()
  @ApiQuery({ name: 'status', required: false, enum: APPLICATION_STATUSES, description: 'pending (the default), approved or rejected' })
  @ApiOkResponse({ description: 'Applications with their documents: waiting ones oldest first', schema: viewListSchema('ProviderApplicationView') })
  list(@Query('status') status?: string): Promise<ProviderApplicationView[]> {
    return this.reviews.list((APPLICATION_STATUSES as readonly string[]).includes(status ?? '') ? (status as ApplicationStatus) : 'pending');
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One application with its documents', schema: viewSchema('ProviderApplicationView') })
  view(@Param('id', applicationIdPipe) id: string): Promise<ProviderApplicationView> {
    return this.reviews.view(id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The applicant is on the roster, active, and is texted their provider page', schema: viewSchema('ProviderApplicationView') })
  @ApiConflictResponse({ description: 'Already decided, or the phone is already on the roster' })
  approve(@Param('id', applicationIdPipe) id: string, @CurrentAdmin() admin: SignedInAdmin): Promise<ProviderApplicationView> {
    return this.reviews.approve(id, admin.email);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The applicant is texted the reason', schema: viewSchema('ProviderApplicationView') })
  @ApiBadRequestResponse({ description: 'Reason Required' })
  @ApiConflictResponse({ description: 'Already decided' })
  reject(@Param('id', applicationIdPipe) id: string, @Body() body: NetworkReasonDto, @CurrentAdmin() admin: SignedInAdmin): Promise<ProviderApplicationView> {
    return this.reviews.reject(id, admin.email, body.reason);
  }
}
