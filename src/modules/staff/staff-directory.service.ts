import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
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
}
