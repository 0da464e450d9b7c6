import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { StaffListView, StaffMemberPageView, StaffSecurityEventView } from '../../../contracts/staff-views';
import { SecurityLogService } from '../security-log.service';
import { viewListSchema, viewSchema } from '../../../common/http/view-schema';
import type { SignedInAdmin } from '../admin-session';
import { CurrentAdmin } from '../../../common/staff/signed-in-staff.decorator';
import { Access } from '../../../common/staff/staff-access.decorator';
import { ChangeRoleDto, InviteStaffDto, StaffPoliciesDto } from './dto/staff.dto';
import { StaffErrors } from './staff-errors';
import { StaffService } from './staff.service';

const memberIdPipe = new ParseUUIDPipe({ exceptionFactory: () => StaffErrors.notFound() });
const invitationIdPipe = new ParseUUIDPipe({ exceptionFactory: () => StaffErrors.invitationNotFound() });
const LIST = { description: 'The staff and the pending invitations, as changed', schema: viewSchema('StaffListView') };

@ApiTags('admin')
@ApiCookieAuth()
@Access('owner')
@Controller('admin/staff')
export class StaffController {
  constructor(
    private readonly staff: StaffService,
    private readonly security: SecurityLogService,
  ) {}

  @Get()
  @ApiOkResponse(LIST)
  list(@CurrentAdmin() you: SignedInAdmin): Promise<StaffListView> {
    return this.staff.list(you);
  }

  @Get('security-log')
  @ApiOkResponse({ description: 'The last 200 lines of the security log: sign-ins, failures, factors, invitations and roles (kept a year)', schema: viewListSchema('StaffSecurityEventView') })
  securityLog(): Promise<StaffSecurityEventView[]> {
    return this.security.latest();
  }

  @Get(':memberId')
  @ApiOkResponse({ description: 'The member and their last 50 actions in the activity log', schema: viewSchema('StaffMemberPageView') })
  page(@Param('memberId', memberIdPipe) memberId: string, @CurrentAdmin() you: SignedInAdmin): Promise<StaffMemberPageView> {
    return this.staff.page(memberId, you);
  }

  @Post('invitations')
  @ApiCreatedResponse(LIST)
  @ApiConflictResponse({ description: 'Someone on the staff, or a pending invitation, already has that email' })
  invite(@Body() body: InviteStaffDto, @CurrentAdmin() you: SignedInAdmin): Promise<StaffListView> {
    return this.staff.invite(body, you);
  }

  @Delete('invitations/:invitationId')
  @ApiOkResponse(LIST)
  revoke(@Param('invitationId', invitationIdPipe) invitationId: string, @CurrentAdmin() you: SignedInAdmin): Promise<StaffListView> {
    return this.staff.revokeInvitation(invitationId, you);
  }

  @Patch(':memberId/role')
  @ApiOkResponse(LIST)
  @ApiConflictResponse({ description: 'That would leave the desk without an active owner' })
  changeRole(@Param('memberId', memberIdPipe) memberId: string, @Body() body: ChangeRoleDto, @CurrentAdmin() you: SignedInAdmin): Promise<StaffListView> {
    return this.staff.changeRole(memberId, body.role, you);
  }

  @Post(':memberId/reset')
  @HttpCode(200)
  @ApiOkResponse(LIST)
  @ApiConflictResponse({ description: 'They have no mobile number to text the link to' })
  sendReset(@Param('memberId', memberIdPipe) memberId: string, @CurrentAdmin() you: SignedInAdmin): Promise<StaffListView> {
    return this.staff.sendReset(memberId, you);
  }

  @Post(':memberId/sign-out')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Signed out on every device, live feeds included', schema: viewSchema('StaffMemberPageView') })
  signOutEverywhere(@Param('memberId', memberIdPipe) memberId: string, @CurrentAdmin() you: SignedInAdmin): Promise<StaffMemberPageView> {
    return this.staff.signOutEverywhere(memberId, you);
  }

  @Put('policies')
  @ApiOkResponse(LIST)
  setPolicies(@Body() body: StaffPoliciesDto, @CurrentAdmin() you: SignedInAdmin): Promise<StaffListView> {
    return this.staff.setPolicies(body.viewersNeedSecondFactor, you);
  }

  @Post(':memberId/deactivate')
  @HttpCode(200)
  @ApiOkResponse(LIST)
  @ApiConflictResponse({ description: 'That would leave the desk without an active owner' })
  deactivate(@Param('memberId', memberIdPipe) memberId: string, @CurrentAdmin() you: SignedInAdmin): Promise<StaffListView> {
    return this.staff.deactivate(memberId, you);
  }

  @Post(':memberId/reactivate')
  @HttpCode(200)
  @ApiOkResponse(LIST)
  reactivate(@Param('memberId', memberIdPipe) memberId: string, @CurrentAdmin() you: SignedInAdmin): Promise<StaffListView> {
    return this.staff.reactivate(memberId, you);
  }
}
