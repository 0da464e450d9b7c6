/** Under 'admin': signing out drops them, and a 401 on them re-checks the session. */
export const staffKeys = {
  list: ['admin', 'staff'] as const,
  /** Every member's page, to refresh them all after a change the list answers. */
  members: ['admin', 'staff-member'] as const,
  member: (id: string) => ['admin', 'staff-member', id] as const,
  securityLog: ['admin', 'staff-security-log'] as const,
  /** The invitee's page is outside the admin area: no session, only the link's code. */
  invitation: (code: string) => ['staff-invitation', code] as const,
};
