import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** A budget of `points` per window of `durationSeconds`, counted under keys that start with `keyPrefix`. */
export interface RedisLimit {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * A rate-limiter-flexible limiter on the shared client, so every api instance counts against the same
 * budget. Its keys carry no INSTALL_KEY of their own: the client starts every key it touches (scripts'
 * included) with `${INSTALL_KEY}:` already, and a second copy would put them outside the install's
 * namespace as the tools and tests see it.
 */
export function redisRateLimiter(redis: Redis, { keyPrefix, points, durationSeconds }: RedisLimit): RateLimiterRedis {
  return new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: durationSeconds });
}

/** What a consume decided, with the key's count and the time left in its window either way. */
export interface Consumed {
  allowed: boolean;
  state: RateLimiterRes;
}

/**
 * rate-limiter-flexible rejects a consume over the limit with a RateLimiterRes, and a Redis failure
 * with an Error: the first is an answer, the second stays an error, which the error filter turns into
 * 503 with Retry-After.
 */
export async function settle(consumption: Promise<RateLimiterRes>): Promise<Consumed> {
  try {
    return { allowed: true, state: await consumption };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, state: rejection };
    throw rejection;
  }
}

/** Whole seconds for Retry-After: never 0, which would invite an immediate retry that is refused again. */
export const retryAfterSeconds = (msBeforeNext: number): number => Math.max(Math.ceil(msBeforeNext / 1000), 1);
