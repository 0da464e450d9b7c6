import type { StaffRole } from '../domain/staff-roles';

/** A member of staff as an owner sees them on /admin/staff. */
export interface StaffMemberView {
  id: string;
  name: string;
  email: string;
  /** E.164, or null for the first owner. */
  phone: string | null;
  role: StaffRole;
  active: boolean;
  /** Whether they sign in with an authenticator app's code. */
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
  role: StaffRole;
  expiresAt: string;
  invitedBy: string | null;
}

export interface StaffListView {
  members: StaffMemberView[];
  invitations: StaffInvitationView[];
}

/** What the invitee's page shows: who they will be, and the authenticator app's key to set up. */
export interface InvitationPageView {
  /** A new password and factor for an existing account, rather than a new account. */
  reset: boolean;
  name: string;
  email: string;
  role: StaffRole;
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
