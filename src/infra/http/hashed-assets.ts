import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { join } from 'node:path';
import { withoutSecurityHeaders } from './security-headers';

const MISSING_ASSET = 'This file belongs to an older version of the site. Reload the page to get the current one.';

/**
 * The web build's /assets files carry a content hash in their names, so a browser may keep them for
 * good. They go without the page headers: a script needs no content security policy of its own, and
 * on a slow phone connection those headers would cost about a kilobyte per file.
 */
export function hashedAssets(webDist: string): FastifyPluginAsync {
  return async (instance) => {
    await instance.register(
      async (assets) => {
        assets.addHook('onRoute', withoutSecurityHeaders);
        await assets.register(fastifyStatic, {
          root: join(webDist, 'assets'),
          prefix: '/',
          decorateReply: false,
          immutable: true,
          maxAge: '365d',
          etag: false,
          lastModified: false,
          index: false,
          redirect: false,
          setHeaders: (reply) => {
            void reply.header('X-Content-Type-Options', 'nosniff').header('Cross-Origin-Resource-Policy', 'same-origin');
          },
        });
        // A file an older build named is gone: a 404, never the web app's HTML under a script's name.
        assets.setNotFoundHandler((_request, reply) =>
          reply.status(404).send({ statusCode: 404, error: 'Not Found', message: MISSING_ASSET }),
        );
      },
      { prefix: '/assets' },
    );
  };
}
