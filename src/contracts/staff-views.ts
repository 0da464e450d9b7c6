import type { MemberRole } from '../domain/staff-roles';

/** A member of staff as an owner sees them on /admin/staff. */
export interface StaffMemberView {
  id: string;
  name: string;
  email: string;
  /** E.164, or null for the first owner. */
  phone: string | null;
  role: MemberRole;
  active: boolean;
  /** Whether they sign in with a second factor (a passkey or an authenticator app). */
  hasSecondFactor: boolean;
  createdAt: string;
  /** The one signed in now. */
  isYou: boolean;
}

/** An invitation not yet used, revoked or expired. */
export interface StaffInvitationView {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: MemberRole;
  expiresAt: string;
  invitedBy: string | null;
}

export interface StaffListView {
  members: StaffMemberView[];
  invitations: StaffInvitationView[];
  policies: StaffPoliciesView;
}

/** What the invitee's page shows: who they will be, and the authenticator app's key to set up. */
export interface InvitationPageView {
  /** A new password and factor for an existing account, rather than a new account. */
  reset: boolean;
  name: string;
  email: string;
  role: MemberRole;
  expiresAt: string;
  /** The key as text, in groups of four, for typing into an authenticator app. */
  totpKey: string;
  /** The same key as a QR code (an SVG data URL). */
  totpQr: string;
}

/** One thing a member of staff did, as the request's activity log says it. */
export interface StaffAction {
  requestId: string;
  action: string;
  createdAt: string;
}

/** A member of staff's page: who they are and what they did last. */
export interface StaffMemberPageView {
  member: StaffMemberView;
  actions: StaffAction[];
  /** Where they are signed in now. */
  devices: StaffDeviceView[];
  passkeys: number;
  authenticatorApp: boolean;
}

export const STAFF_SECURITY_EVENT_KINDS = [
  'signed_in',
  'sign_in_failed',
  'code_failed',
  'invited',
  'invitation_revoked',
  'account_created',
  'reset_sent',
  'password_and_factor_reset',
  'role_changed',
  'deactivated',
  'reactivated',
  'passkey_added',
  'passkey_removed',
  'authenticator_set',
  'authenticator_removed',
  'recovery_codes_made',
  'recovery_code_used',
  'signed_out_everywhere',
  'device_signed_out',
  'policy_changed',
] as const;
export type StaffSecurityEventKind = (typeof STAFF_SECURITY_EVENT_KINDS)[number];

/** A line of the security log. */
export interface StaffSecurityEventView {
  kind: StaffSecurityEventKind;
  email: string;
  byName: string | null;
  address: string | null;
  detail: string | null;
  createdAt: string;
}

/** How a member of staff proves it is them after the password. */
export const SECOND_FACTOR_METHODS = ['passkey', 'code'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** A passkey a member of staff registered (on this phone, this laptop, a security key). */
export interface PasskeyView {
  id: string;
  /** As they named it, or the browser and system it was made on: 'Chrome on macOS'. */
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A browser signed in as a member of staff. */
export interface StaffDeviceView {
  /** A handle for signing it out; not the session's id. */
  id: string;
  /** Browser and system, in words: 'Chrome 131 on Windows'. */
  device: string;
  address: string | null;
  startedAt: string;
  lastSeenAt: string;
  /** The browser asking. */
  thisDevice: boolean;
}

/** A member of staff's own sign-in: their factors and where they are signed in. */
export interface MySecurityView {
  passkeys: PasskeyView[];
  authenticatorApp: boolean;
  /** Recovery codes not used yet (0 to 10). */
  recoveryCodesLeft: number;
  /** Whether their role must sign in with a second factor. */
  factorRequired: boolean;
  devices: StaffDeviceView[];
}

/** A factor just set up: the page as it now stands, and new recovery codes when they had none (shown once). */
export interface FactorSetView {
  security: MySecurityView;
  recoveryCodes: string[] | null;
}

/** Ten new recovery codes, shown once. */
export interface RecoveryCodesView {
  recoveryCodes: string[];
}

/** A new authenticator app key to confirm with its first code. */
export interface AuthenticatorKeyView {
  /** The key as text, in groups of four, for typing into an authenticator app. */
  totpKey: string;
  /** The same key as a QR code (an SVG data URL). */
  totpQr: string;
}

/** The staff area's policies an owner sets. */
export interface StaffPoliciesView {
  viewersNeedSecondFactor: boolean;
}
