import fastifyCookie from '@fastify/cookie';
import fastifySession, { type FastifySessionOptions } from '@fastify/session';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE, sessionCookieOptions } from '../../common/http/session-cookie';
import type { AppConfig } from '../../config/app-config';
import { routedPath } from '../../common/http/routed-path';
import { withStaffSlot } from '../../common/staff/acting-staff';
import { isStaffPath } from './admin-session.guard';
import { isPortalPath } from '../../common/http/portal-path';
import { RedisSessionStore } from './redis-session-store';

/** The signed id's prefix, as the admin session cookie has always carried it. */
const COOKIE_PREFIX = 's:';

type Decrypt = FastifyInstance['decryptSession'];

export interface StaffSessions {
  /** @fastify/session, reading and minting sessions on the staff area only. */
  plugin: FastifyPluginAsync;
  /** For socket.io's engine: puts the handshake's session, if its cookie carries one, on its request. */
  readForSocket(request: IncomingMessage, response: unknown, next: (error?: unknown) => void): void;
}

export function staffSessions(config: AppConfig, redis: Redis): StaffSessions {
  const options: FastifySessionOptions = {
    cookieName: SESSION_COOKIE,
    cookiePrefix: COOKIE_PREFIX,
    secret: config.session.secret,
    store: new RedisSessionStore(redis, config.session.ttlSeconds),
    saveUninitialized: false,
    rolling: true,
    cookie: { ...sessionCookieOptions(config), maxAge: config.session.ttlSeconds * 1000 },
  };
  let decrypt: Decrypt | undefined;

  const plugin = fp(
    async (instance: FastifyInstance) => {
      // Only the staff area (and the business portal) has sessions: a customer's request never pays for reading or minting one.
      // @fastify/session has no path option, so its onRequest hook is wrapped; this relies on the plugin
      // (11.x) adding its hooks through `addHook` and tolerating a request it left without a session.
      const staffOnly = Object.create(instance) as FastifyInstance;
      staffOnly.addHook = ((name: string, hook: (...args: unknown[]) => void) =>
        instance.addHook(name as 'onSend', name === 'onRequest' ? onStaffPaths(hook) : hook)) as FastifyInstance['addHook'];
      await new Promise<void>((resolve, reject) => fastifySession(staffOnly, options, (error) => (error ? reject(error) : resolve())));
      // Each staff request runs with a slot the admin guard signs with who is acting, for the activity log.
      instance.addHook('onRequest', (request, _reply, done) => (isStaffPath(routedPath(request)) ? withStaffSlot(done) : done()));
      decrypt = staffOnly.decryptSession.bind(staffOnly) as Decrypt;
    },
    { dependencies: ['@fastify/cookie'] },
  );

  return {
    plugin,
    readForSocket: (request, _response, next) => {
      const value = request.headers.cookie ? fastifyCookie.parse(request.headers.cookie)[SESSION_COOKIE] : undefined;
      if (!decrypt || !value?.startsWith(COOKIE_PREFIX)) return next();
      decrypt(value.slice(COOKIE_PREFIX.length), request as unknown as Record<string, unknown>, (error?: unknown) => next(error));
    },
  };
}

function onStaffPaths(hook: (...args: unknown[]) => void) {
  return function (this: unknown, request: FastifyRequest, reply: unknown, done: () => void) {
    const path = routedPath(request);
    // The business portal's people sign in with the same machinery, so their paths read sessions too.
    if (!isStaffPath(path) && !isPortalPath(path)) return done();
    return hook.call(this, request, reply, done);
  };
}
