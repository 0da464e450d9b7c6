import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for a route whose answers carry their own few headers (`withoutSecurityHeaders`). */
    securityHeaders?: boolean;
  }
}

/**
 * Helmet's headers (Content-Security-Policy and the rest) for `options`, worked out once at start:
 * they are the same for every answer, and the per-request plugin rebuilt them on each of the lookup's
 * calls (3.3 % of its time). A route marked with `withoutSecurityHeaders` gets none.
 */
export function securityHeaders(options: HelmetOptions): FastifyPluginAsync {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  const fixed = Object.fromEntries(headers);
  return fp(async (instance) => {
    instance.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.securityHeaders !== false) void reply.headers(fixed);
      done();
    });
  });
}

/** For a route whose answers carry their own few headers (the build's hashed files). */
export function withoutSecurityHeaders(route: RouteOptions): void {
  route.config = { ...route.config, securityHeaders: false };
}
