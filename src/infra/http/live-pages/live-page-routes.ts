import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddressOf } from '../../../common/http/client-address.decorator';
import type { Reader } from '../reader-language-address';
import type { LivePage } from './live-page-renderer';

/** A page rendered per request: its address (outside /api) and the service call that renders it. */
export type LivePageRoute = {
  url: string;
  page: (params: Record<string, string>, address: string, reader: Reader, query: Record<string, string | string[] | undefined>) => Promise<LivePage>;
};

/**
 * The pages rendered per request, as routes of their own beside the API's (whose /api prefix Nest puts
 * on every controller). Each makes its one service call, which answers the lookup's refusals as pages too.
 * A live page holds one person's request as it is now: no cache keeps it, and a refusal over the
 * lookup's budget carries its Retry-After as the API's does.
 */
export function livePageRoutes(routes: readonly LivePageRoute[]): FastifyPluginAsync {
  return fp(async (instance) => {
    for (const { url, page } of routes) {
      instance.get(url, { config: { logged: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
        const reader = { cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] };
        const params = request.params as Record<string, string>;
        const query = request.query as Record<string, string | string[] | undefined>;
        const { status, html, retryAfterSeconds } = await page(params, clientAddressOf(request), reader, query);
        if (retryAfterSeconds !== undefined) void reply.header('Retry-After', String(retryAfterSeconds));
        return reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
      });
    }
  });
}
