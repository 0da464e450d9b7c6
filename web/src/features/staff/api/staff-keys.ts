/** Under 'admin': signing out drops the list, and a 401 on it re-checks the session. */
export const staffKeys = {
  list: ['admin', 'staff'] as const,
  /** The invitee's page is outside the admin area: no session, only the link's code. */
  invitation: (code: string) => ['staff-invitation', code] as const,
};
