import { Injectable } from '@nestjs/common';
import type { AccountMemberView } from '../../../contracts/account-views';
import { StaffDirectoryService, StaffService } from '../../staff';
import type { AccountMember } from './account-member';
import type { AccountMemberInviteDto } from './account-member-invite.dto';

/** An account admin's people: listed, and invited by the same texted one-time link as the desk's staff. */
@Injectable()
export class PortalPeopleService {
  constructor(
    private readonly directory: StaffDirectoryService,
    private readonly staff: StaffService,
  ) {}

  list(accountId: string): Promise<AccountMemberView[]> {
    return this.directory.accountMembers(accountId);
  }

  invite(member: AccountMember, body: AccountMemberInviteDto): Promise<void> {
    return this.staff.inviteToAccount(member.accountId, body, member);
  }
}
