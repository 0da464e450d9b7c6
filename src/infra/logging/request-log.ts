import type { FastifyContextConfig, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { stdSerializers, type Logger } from 'pino';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route outside /api whose requests the request log writes. */
    logged?: boolean;
  }
}

/**
 * The API's requests and the pages rendered per request (which are lookups too, marked `logged` in their
 * route's config); not the build's files, nor probes and scrapes, which every few seconds would bury
 * the requests people make.
 */
function isLogged(url: string, config: FastifyContextConfig): boolean {
  if (config.logged === true) return true;
  const path = url.toLowerCase();
  return (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) && !path.startsWith('/api/health') && path !== '/api/metrics';
}

/**
 * One line per answered request, as it finishes: its request (with its id), its answer and how long it
 * took, written by the root logger. No logger is made per request: a request that is not logged costs
 * nothing here, and the line's fields go through the logger's redacting serializers.
 */
export function requestLog(logger: Logger): FastifyPluginAsync {
  return fp(async (instance) => {
    instance.addHook('onResponse', (request, reply, done) => {
      if (isLogged(request.url, request.routeOptions.config)) {
        const req = Object.assign(stdSerializers.req(request.raw), { id: request.id });
        const line = { req, res: stdSerializers.res(reply.raw), responseTime: Math.round(reply.elapsedTime) };
        if (reply.statusCode >= 500) logger.error(line, 'request errored');
        else logger.info(line, 'request completed');
      }
      done();
    });
  });
}
