import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AccountMemberView } from '../../contracts/account-views';
import type { AccountRole } from '../../domain/business-accounts';
import { StaffMember } from './entities/staff-member.entity';

/** Who to reach on the desk: read by other modules that must tell a person at once (a disputed payment). */
@Injectable()
export class StaffDirectoryService {
  constructor(private readonly em: EntityManager) {}

  /** The mobile phones of active owners and dispatchers who gave one. */
  async deskPhones(): Promise<string[]> {
    const members = await this.em.fork().find(StaffMember, { role: { $in: ['owner', 'dispatcher'] }, deactivatedAt: null, phone: { $ne: null } }, { fields: ['phone'] });
    return [...new Set(members.map((member) => member.phone!))];
  }

  /** The mobile phones of active owners who gave one: the business's own news goes to them. */
  async ownerPhones(): Promise<string[]> {
    const members = await this.em.fork().find(StaffMember, { role: 'owner', deactivatedAt: null, phone: { $ne: null } }, { fields: ['phone'] });
    return [...new Set(members.map((member) => member.phone!))];
  }

  /** A business account's people, active first. */
  async accountMembers(accountId: string): Promise<AccountMemberView[]> {
    const members = await this.em.fork().find(StaffMember, { accountId }, { orderBy: { deactivatedAt: 'asc nulls first', name: 'asc' } });
    return members.map((member) => ({ id: member.id, name: member.name, email: member.email, role: member.role as AccountRole, active: member.deactivatedAt === null }));
  }

  /** The mobile phones of an account's active admins, who are told when something of the account's needs them. */
  async accountAdminPhones(accountId: string): Promise<string[]> {
    const members = await this.em.fork().find(StaffMember, { accountId, role: 'account_admin', deactivatedAt: null, phone: { $ne: null } }, { fields: ['phone'] });
    return [...new Set(members.map((member) => member.phone!))];
  }
}
