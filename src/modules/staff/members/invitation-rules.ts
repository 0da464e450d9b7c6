/** How long an invitation's link works. */
export const INVITATION_HOURS = 24;

export type InvitationState = 'open' | 'used' | 'revoked' | 'expired';

export const invitationExpiresAt = (sentAt: Date): Date => new Date(sentAt.getTime() + INVITATION_HOURS * 3_600_000);

/** Open until the millisecond before it expires, unless it was used or revoked first. */
export function invitationState(invitation: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date): InvitationState {
  if (invitation.usedAt) return 'used';
  if (invitation.revokedAt) return 'revoked';
  return now.getTime() < invitation.expiresAt.getTime() ? 'open' : 'expired';
}
