/** The people who run the desk, by what they may do. */
export const STAFF_ROLES = ['owner', 'dispatcher', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', dispatcher: 'Dispatcher', viewer: 'Viewer' };

/**
 * What a staff route asks of its caller. `read`: the boards, completed jobs and reports, which every
 * role sees. `desk`: pricing, dispatch, providers, messages and refunds up to the deposit. `owner`:
 * the staff, the rate card and the maintenance of the install.
 */
export const STAFF_ACCESS = ['read', 'desk', 'owner'] as const;
export type StaffAccess = (typeof STAFF_ACCESS)[number];

const GRANTS: Record<StaffRole, readonly StaffAccess[]> = {
  owner: ['read', 'desk', 'owner'],
  dispatcher: ['read', 'desk'],
  viewer: ['read'],
};

export const mayUse = (role: StaffRole, access: StaffAccess): boolean => GRANTS[role].includes(access);

/** Owners and dispatchers reach personal data and money: they sign in with a second factor. */
export const needsSecondFactor = (role: StaffRole, viewersToo: boolean): boolean => role !== 'viewer' || viewersToo;
