import type { FastifyRequest } from 'fastify';

const API_PREFIX = /^\/api(?=\/|$)/i;

/**
 * The path a request was routed by: its route's template, or the address's path when no route took
 * it. Checks go by this, never by the raw address: the router decodes %-escapes first, so
 * `/%61pi/requests` reaches `/api/requests`.
 */
export function routedPath(request: Pick<FastifyRequest, 'routeOptions' | 'url'>): string {
  return request.routeOptions.url ?? request.url.split('?', 1)[0];
}

/** The routed path below /api (`/requests`), or null outside it. */
export function apiPathOf(request: Pick<FastifyRequest, 'routeOptions' | 'url'>): string | null {
  const path = routedPath(request);
  return API_PREFIX.test(path) ? path.replace(API_PREFIX, '') : null;
}
