import type { AppConfig } from '../../config/app-config';

export const SESSION_COOKIE = 'roadside.sid';

/** The admin session cookie's attributes; clearing the cookie must repeat them or browsers keep it. */
export function sessionCookieOptions(config: AppConfig) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.session.secureCookie,
  };
}
