/** Under 'admin': signing out drops it, and a 401 on it re-checks the session. */
export const mySignInKeys = {
  security: ['admin', 'me', 'security'] as const,
};

export const MY_SIGN_IN_PATH = '/api/admin/me';
