import type { IncomingMessage } from 'node:http';

/**
 * Whether a socket handshake may proceed. Browsers send Origin with every handshake (polling and
 * websocket alike), so a page of another site that would ride on the admin's cookie is refused;
 * the accepted origins are the ones whose pages may change things over HTTP too. A handshake
 * without Origin comes from no browser and carries no browser's cookies: it is let through, and its
 * credentials are checked as usual.
 */
export function isAllowedSocketOrigin(request: IncomingMessage, acceptedOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    const normalized = new URL(origin).origin;
    return normalized !== 'null' && acceptedOrigins.has(normalized);
  } catch {
    return false;
  }
}
