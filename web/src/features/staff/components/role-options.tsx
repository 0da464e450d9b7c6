import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@domain/staff-roles';

/** What each role may do, the server's table in words, for whoever picks one. */
export const ROLE_DUTIES = {
  owner: 'Owners can do everything, including managing the staff and the rate card.',
  dispatcher: 'Dispatchers handle requests, pricing, dispatch, providers, messages and refunds.',
  viewer: 'Viewers see the boards, completed jobs and reports, and change nothing.',
} as const;

export function RoleOptions() {
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {STAFF_ROLE_LABELS[role]}
    </option>
  ));
}
