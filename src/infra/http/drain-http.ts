import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { DrainState } from './drain-state';

/** How long answers in progress get to finish before their connections are cut. */
const IN_FLIGHT_GRACE_MS = 7_000;

/**
 * Stops taking connections, tells socket clients to reconnect (the proxy sends them to another
 * process), and waits for requests in progress to be answered.
 */
export async function drainHttp(app: INestApplication): Promise<void> {
  app.get(DrainState).begin();
  const server = app.getHttpServer() as Server;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([closed, new Promise((resolve) => (timer = setTimeout(resolve, IN_FLIGHT_GRACE_MS)))]);
  clearTimeout(timer);
  server.closeAllConnections();
}

/** A client on a kept-alive connection opens a new one, which the proxy gives another process. */
export function closeConnectionsWhileDraining(drain: DrainState): FastifyPluginAsync {
  return fp(async (instance) => {
    instance.addHook('onRequest', async (_request, reply) => {
      if (drain.draining) reply.header('Connection', 'close');
    });
  });
}
