import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import Redis from 'ioredis';

/**
 * Writes a session unless it has ended. With rolling sessions every staff response saves its session
 * again, so a request that read the session before a sign-out and answers after it would otherwise
 * bring the ended session back to life.
 */
const SAVE_UNLESS_ENDED = `
if redis.call('exists', KEYS[2]) == 1 then return 0 end
redis.call('set', KEYS[1], ARGV[1], 'EX', ARGV[2])
return 1`;

type SessionRedis = Redis & {
  saveSessionUnlessEnded(key: string, endedKey: string, text: string, ttlSeconds: number): Promise<number>;
};

/**
 * Admin sessions in Redis as JSON under `sess:<id>`, each expiring with its cookie; an ended session
 * leaves `sess-ended:<id>` behind for as long as its cookie could live. Written here because
 * connect-redis, the usual store, brings express-session back as its peer dependency.
 */
export class RedisSessionStore implements SessionStore {
  private readonly redis: SessionRedis;

  constructor(
    redis: Redis,
    private readonly ttlSeconds: number,
  ) {
    if (!('saveSessionUnlessEnded' in redis)) redis.defineCommand('saveSessionUnlessEnded', { numberOfKeys: 2, lua: SAVE_UNLESS_ENDED });
    this.redis = redis as SessionRedis;
  }

  set(sessionId: string, session: Session, callback: (error?: unknown) => void): void {
    this.redis
      .saveSessionUnlessEnded(sessionKey(sessionId), endedKey(sessionId), JSON.stringify(session), this.ttlSeconds)
      .then(() => callback(), callback);
  }

  get(sessionId: string, callback: (error: unknown, session?: Session | null) => void): void {
    // Parsed inside the chain, so a damaged entry reaches the callback as an error instead of escaping it.
    this.redis
      .get(sessionKey(sessionId))
      .then((text) => (text === null ? null : (JSON.parse(text) as Session)))
      .then((session) => callback(null, session), callback);
  }

  destroy(sessionId: string, callback: (error?: unknown) => void): void {
    endSessions(this.redis.multi(), [sessionId], this.ttlSeconds)
      .exec()
      .then(() => callback(), callback);
  }
}

/** Adds to `batch` the ending of these sessions: gone, and never saved again by a request still under way. */
export function endSessions<Batch extends ReturnType<Redis['multi']>>(batch: Batch, sessionIds: string[], ttlSeconds: number): Batch {
  batch.del(...sessionIds.map(sessionKey));
  for (const id of sessionIds) batch.set(endedKey(id), '1', 'EX', ttlSeconds);
  return batch;
}

export const sessionKey = (sessionId: string) => `sess:${sessionId}`;
const endedKey = (sessionId: string) => `sess-ended:${sessionId}`;
