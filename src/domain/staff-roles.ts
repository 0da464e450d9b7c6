import { ACCOUNT_ROLE_LABELS, type AccountRole } from './business-accounts';

/** The people who run the desk, by what they may do. */
export const STAFF_ROLES = ['owner', 'dispatcher', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', dispatcher: 'Dispatcher', viewer: 'Viewer' };

/** Everyone who signs in: the desk's staff, and the business accounts' people, who reach only their account's portal. */
export type MemberRole = StaffRole | AccountRole;
export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = { ...STAFF_ROLE_LABELS, ...ACCOUNT_ROLE_LABELS };

/**
 * What a staff route asks of its caller. `read`: the boards, completed jobs and reports, which every
 * role sees. `desk`: pricing, dispatch, providers, messages and refunds up to the deposit. `owner`:
 * the staff, the rate card and the maintenance of the install.
 */
export const STAFF_ACCESS = ['read', 'desk', 'owner'] as const;
export type StaffAccess = (typeof STAFF_ACCESS)[number];

const GRANTS: Record<MemberRole, readonly StaffAccess[]> = {
  owner: ['read', 'desk', 'owner'],
  dispatcher: ['read', 'desk'],
  viewer: ['read'],
  // An account's people never reach the desk, whatever it asks.
  account_admin: [],
  requester: [],
};

export const mayUse = (role: MemberRole, access: StaffAccess): boolean => GRANTS[role].includes(access);

/** Owners, dispatchers and account admins reach personal data, money or keys: they sign in with a second factor. */
export const needsSecondFactor = (role: MemberRole, viewersToo: boolean): boolean => (role !== 'viewer' && role !== 'requester') || viewersToo;
