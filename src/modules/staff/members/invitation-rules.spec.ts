import { invitationExpiresAt, invitationState } from './invitation-rules';

describe('an invitation', () => {
  const sentAt = new Date('2026-11-28T12:00:00Z');
  const invitation = { usedAt: null, revokedAt: null, expiresAt: invitationExpiresAt(sentAt) };

  it('works for 24 hours, to the millisecond', () => {
    expect(invitation.expiresAt.toISOString()).toBe('2026-11-29T12:00:00.000Z');
    expect(invitationState(invitation, new Date('2026-11-29T11:59:59.999Z'))).toBe('open');
    expect(invitationState(invitation, new Date('2026-11-29T12:00:00.000Z'))).toBe('expired');
  });

  it('is used once, and a revoked one stays revoked', () => {
    expect(invitationState({ ...invitation, usedAt: sentAt }, sentAt)).toBe('used');
    expect(invitationState({ ...invitation, revokedAt: sentAt }, sentAt)).toBe('revoked');
  });
});
