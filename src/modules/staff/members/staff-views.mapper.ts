import type { StaffInvitationView, StaffMemberView } from '../../../contracts/staff-views';
import type { StaffInvitation } from '../entities/staff-invitation.entity';
import type { StaffMember } from '../entities/staff-member.entity';

export const toStaffMemberView = (member: StaffMember, youId: string, hasPasskey: boolean): StaffMemberView => ({
  id: member.id,
  name: member.name,
  email: member.email,
  phone: member.phone,
  role: member.role,
  active: member.deactivatedAt === null,
  hasSecondFactor: member.totpSecret !== null || hasPasskey,
  createdAt: member.createdAt.toISOString(),
  isYou: member.id === youId,
});

export const toInvitationView = (invitation: StaffInvitation): StaffInvitationView => ({
  id: invitation.id,
  name: invitation.name,
  email: invitation.email,
  phone: invitation.phone,
  role: invitation.role,
  expiresAt: invitation.expiresAt.toISOString(),
  invitedBy: invitation.invitedBy?.name ?? null,
});
