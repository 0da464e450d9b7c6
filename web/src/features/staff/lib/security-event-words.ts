import type { StaffSecurityEventKind } from '@contracts/staff-views';

/** What each line of the security log says happened, in words: never the kind as the server names it. */
export const SECURITY_EVENT_WORDS: Record<StaffSecurityEventKind, string> = {
  signed_in: 'Signed in',
  sign_in_failed: 'Sign-in refused: wrong email or password',
  code_failed: 'Sign-in refused: wrong code',
  invited: 'Invited',
  invitation_revoked: 'Invitation revoked',
  account_created: 'Account created',
  reset_sent: 'Reset link texted',
  password_and_factor_reset: 'New password and sign-in set',
  role_changed: 'Role changed',
  deactivated: 'Deactivated',
  reactivated: 'Reactivated',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
  authenticator_set: 'Authenticator app set up',
  authenticator_removed: 'Authenticator app removed',
  recovery_codes_made: 'New recovery codes made',
  recovery_code_used: 'Recovery code used',
  signed_out_everywhere: 'Signed out everywhere',
  device_signed_out: 'A device was signed out',
  policy_changed: 'Sign-in policy changed',
};

/** A kind this page does not know yet (a newer server) still reads as words. */
export const securityEventWords = (kind: string): string => SECURITY_EVENT_WORDS[kind as StaffSecurityEventKind] ?? 'Other sign-in event';
