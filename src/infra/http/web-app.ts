import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Addresses the web app never answers: the API's own 404s and socket.io's handshakes stay theirs. */
const NOT_THE_WEB_APP = /^\/(api|socket\.io)(\/|$)/i;

/**
 * The built web app: its files as they are, and its index.html for every other page address, so
 * the app's router can show the page (or its own 404 page).
 */
export function webApp(webDist: string): FastifyPluginAsync {
  return fp(async (instance) => {
    // No build (tests of the API alone, or `npm run dev`): nothing to serve.
    if (!existsSync(join(webDist, 'index.html'))) return;
    const files = new Set(filesUnder(webDist).map((file) => `/${relative(webDist, file).split(sep).join('/')}`));
    await instance.register(fastifyStatic, { root: webDist, serve: false });
    instance.get('/*', (request, reply) => {
      const path = safeDecode(request.url.split('?', 1)[0]);
      if (path !== null && files.has(path)) return reply.sendFile(path.slice(1));
      if (path === null || NOT_THE_WEB_APP.test(path)) return reply.callNotFound();
      return reply.sendFile('index.html');
    });
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
