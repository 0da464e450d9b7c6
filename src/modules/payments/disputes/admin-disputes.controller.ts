import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { viewSchema } from '../../../common/http/view-schema';
import { Access } from '../../../common/staff/staff-access.decorator';
import { CurrentAdmin } from '../../../common/staff/signed-in-staff.decorator';
import type { SignedInAdmin } from '../../../common/staff/staff-request';
import type { DisputeView } from '../../../contracts/payment-views';
import { requestIdPipe } from '../../request-core';
import { DisputesService } from './disputes.service';

@ApiTags('admin')
@ApiCookieAuth()
@Access('desk')
@Controller('admin/requests/:id/disputes/:disputeId')
export class AdminDisputesController {
  constructor(private readonly disputes: DisputesService) {}

  @Post('evidence')
  @HttpCode(200)
  @ApiOkResponse({ description: "'Submit Evidence': the job's records are assembled and submitted to the card network, once", schema: viewSchema('DisputeView') })
  @ApiConflictResponse({ description: 'The evidence was already submitted' })
  submitEvidence(
    @Param('id', requestIdPipe) id: string,
    @Param('disputeId') disputeId: string,
    @CurrentAdmin() admin: SignedInAdmin,
  ): Promise<DisputeView> {
    return this.disputes.submitEvidence(id, disputeId, admin.name);
  }
}
