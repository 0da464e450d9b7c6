import type { EntityManager } from '@mikro-orm/postgresql';
import { capabilityDigest } from '../../../common/codes/capability-digest';
import { StaffInvitation } from '../entities/staff-invitation.entity';
import { StaffMember } from '../entities/staff-member.entity';
import { invitationExpiresAt } from './invitation-rules';
import { invitationPageUrl } from './staff-texts';

export interface ResetFor {
  member: StaffMember;
  /** The owner who sent it; null from the server's command line. */
  byId: string | null;
  code: string;
  now: Date;
  publicUrl: string;
}

/** A one-time link to a new password and factor for an existing account, made in `em` (its caller flushes). */
export function resetInvitation(em: EntityManager, { member, byId, code, now, publicUrl }: ResetFor): { invitation: StaffInvitation; url: string } {
  const invitation = em.create(StaffInvitation, {
    codeHash: capabilityDigest(code),
    name: member.name,
    email: member.email,
    phone: member.phone ?? '',
    role: member.role,
    invitedBy: byId ? em.getReference(StaffMember, byId) : null,
    staffMember: member,
    expiresAt: invitationExpiresAt(now),
    createdAt: now,
  });
  return { invitation, url: invitationPageUrl(publicUrl, code) };
}
