import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ClientAddress } from '../../../common/http/client-address.decorator';
import { viewSchema } from '../../../common/http/view-schema';
import type { ProviderJobView } from '../../../contracts/provider-views';
import { ProviderStepDto } from './provider-step.dto';
import { ProviderJobsService } from './provider-jobs.service';
import { JobDropDto } from './job-drop.dto';
import { JobDropService } from './job-drop.service';

@ApiTags('provider')
@ApiNotFoundResponse({ description: 'Job Not Found' })
@ApiGoneResponse({ description: 'This provider job link has expired.' })
@ApiTooManyRequestsResponse({ description: 'Too many lookups; see Retry-After' })
@Controller('jobs/:jobId')
export class ProviderJobsController {
  constructor(
    private readonly jobs: ProviderJobsService,
    private readonly drops: JobDropService,
  ) {}

  @Get()
  // Counted by the lookup's own budget (LookupRateLimiter), which is tighter than the global one.
  @SkipThrottle()
  @ApiOkResponse({ description: "The provider's view of the job", schema: viewSchema('ProviderJobView') })
  view(@Param('jobId') jobId: string, @ClientAddress() address: string): Promise<ProviderJobView> {
    return this.jobs.view(jobId, address);
  }

  @Post('agreement')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The Provider Service Agreement is recorded as accepted' })
  acceptAgreement(@Param('jobId') jobId: string, @ClientAddress() address: string): Promise<void> {
    return this.jobs.acceptAgreement(jobId, address);
  }

  @Post('agreement/decline')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The provider turned the job down; the dispatchers see it in the activity log' })
  declineAgreement(@Param('jobId') jobId: string, @ClientAddress() address: string): Promise<void> {
    return this.jobs.declineAgreement(jobId, address);
  }

  @Post('drop')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The job is given back before arrival: the customer is told and it goes back to offers' })
  @ApiConflictResponse({ description: 'The provider has already arrived, or the job is no longer theirs' })
  drop(@Param('jobId') jobId: string, @Body() body: JobDropDto, @ClientAddress() address: string): Promise<void> {
    return this.drops.drop(jobId, address, body.reason, body.note);
  }

  @Post('steps')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The job after the step; the customer is texted', schema: viewSchema('ProviderJobView') })
  @ApiConflictResponse({ description: 'The job is not at this step (pressed twice, or out of order)' })
  step(@Param('jobId') jobId: string, @Body() body: ProviderStepDto, @ClientAddress() address: string): Promise<ProviderJobView> {
    return this.jobs.step(jobId, address, body.action, body.arrivalCode);
  }
}
