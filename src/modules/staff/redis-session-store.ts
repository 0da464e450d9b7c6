import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import Redis from 'ioredis';

/**
 * Admin sessions in Redis as JSON under `sess:<id>`, each expiring with its cookie. Written here because
 * connect-redis, the usual store, brings express-session back as its peer dependency.
 */
export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
  ) {}

  set(sessionId: string, session: Session, callback: (error?: unknown) => void): void {
    this.redis.set(sessionKey(sessionId), JSON.stringify(session), 'EX', this.ttlSeconds).then(() => callback(), callback);
  }

  get(sessionId: string, callback: (error: unknown, session?: Session | null) => void): void {
    // Parsed inside the chain, so a damaged entry reaches the callback as an error instead of escaping it.
    this.redis
      .get(sessionKey(sessionId))
      .then((text) => (text === null ? null : (JSON.parse(text) as Session)))
      .then((session) => callback(null, session), callback);
  }

  destroy(sessionId: string, callback: (error?: unknown) => void): void {
    this.redis.del(sessionKey(sessionId)).then(() => callback(), callback);
  }
}

export const sessionKey = (sessionId: string) => `sess:${sessionId}`;
