import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewListSchema, viewSchema } from '../../common/http/view-schema';
import type { AssignmentView, CandidateView } from '../../contracts/provider-views';
import { requestIdPipe } from '../request-core';
import { AssignmentService } from './assignment.service';
import { ProviderCandidatesService } from './provider-candidates.service';
import { AssignProviderDto, toAssignee } from './dto/assign-provider.dto';
import { Access } from '../../common/staff/staff-access.decorator';

@ApiTags('admin')
@ApiCookieAuth()
@ApiConflictResponse({ description: 'The request is not in a state that allows this; the message says why' })
@Access('desk')
@Controller('admin/requests/:id')
export class AdminDispatchController {
  constructor(
    private readonly assignments: AssignmentService,
    private readonly candidates: ProviderCandidatesService,
  ) {}

  @Access('read')
  @Get('candidates')
  @ApiOkResponse({
    description: 'Every roster provider for this request: the eligible first, soonest at the pickup, then the excluded with their reasons',
    schema: viewListSchema('CandidateView'),
  })
  candidatesFor(@Param('id', requestIdPipe) id: string): Promise<CandidateView[]> {
    return this.candidates.candidatesFor(id);
  }

  @Post('provider')
  @HttpCode(200)
  @ApiOkResponse({
    description: 'The new tracking and job links; the provider and the customer are texted theirs',
    schema: viewSchema('AssignmentView'),
  })
  @ApiBadRequestResponse({ description: 'Please enter provider name and phone' })
  assign(@Param('id', requestIdPipe) id: string, @Body() body: AssignProviderDto): Promise<AssignmentView> {
    return this.assignments.assign(id, toAssignee(body), body.etaMinutes ?? null);
  }

  @Post('provider/reassign')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The job went to another provider; the old job link stopped working', schema: viewSchema('AssignmentView') })
  reassign(@Param('id', requestIdPipe) id: string, @Body() body: AssignProviderDto): Promise<AssignmentView> {
    return this.assignments.reassign(id, toAssignee(body), body.etaMinutes ?? null);
  }

  @Post('links')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The missing tracking or job link, generated and texted', schema: viewSchema('AssignmentView') })
  regenerateLinks(@Param('id', requestIdPipe) id: string): Promise<AssignmentView> {
    return this.assignments.regenerateLinks(id);
  }
}
