/** The business accounts' portal API: a member's session, never the desk's routes. */
export const PORTAL_PATH_PREFIX = '/api/business';

/** Under /api/business, whatever its case: routes match case-insensitively, so these checks do too. */
export function isPortalPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === PORTAL_PATH_PREFIX || lower.startsWith(`${PORTAL_PATH_PREFIX}/`);
}

/** The partner API: a Bearer key, never a session. */
export const PARTNER_PATH_PREFIX = '/api/partner/';

export const isPartnerPath = (path: string): boolean => path.toLowerCase().startsWith(PARTNER_PATH_PREFIX);
