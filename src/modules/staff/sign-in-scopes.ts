import type Redis from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { redisRateLimiter } from '../../infra/redis/redis-rate-limiter';

/** How long failures are remembered, from the first one. */
const MEMORY_SECONDS = 24 * 60 * 60;
/** The wait doubles with every failure past the free ones, up to the cap. */
const FIRST_WAIT_SECONDS = 2;
const MAX_WAIT_SECONDS = 15 * 60;

export const SCOPE_NAMES = ['pair', 'address', 'account'] as const;
export type ScopeName = (typeof SCOPE_NAMES)[number];

/** Failures allowed before each further attempt must wait, in each scope. */
const FREE_FAILURES: Record<ScopeName, number> = {
  /** One account from one address: the recipe's consecutive failures, forgotten on success. */
  pair: 5,
  /** Any accounts from one address (spraying). */
  address: 20,
  /** One account from any addresses (distributed guessing); only addresses that have failed wait. */
  account: 10,
};

/**
 * One scope's two limiters: its failures, and the wait they call for. A wait is a key of its own
 * with a budget of one attempt: the attempt that takes it (after the last wait ran out) goes ahead
 * and starts the next wait; any other attempt finds it taken and waits.
 */
export interface SignInScope {
  readonly name: ScopeName;
  readonly free: number;
  readonly failures: RateLimiterRedis;
  readonly waits: RateLimiterRedis;
}

export function signInScopes(redis: Redis): Record<ScopeName, SignInScope> {
  const scope = (name: ScopeName): SignInScope => ({
    name,
    free: FREE_FAILURES[name],
    failures: redisRateLimiter(redis, { keyPrefix: `login-fail:${name}`, points: FREE_FAILURES[name], durationSeconds: MEMORY_SECONDS }),
    waits: redisRateLimiter(redis, { keyPrefix: `login-fail:wait:${name}`, points: 1, durationSeconds: FIRST_WAIT_SECONDS }),
  });
  return { pair: scope('pair'), address: scope('address'), account: scope('account') };
}

/** A scope as one attempt sees it: the key it counts under, and its failures with this attempt's. */
export interface Counted {
  readonly scope: SignInScope;
  readonly key: string;
  readonly failures: number;
}

/** The wait a failure past the free ones calls for: the free-th failure starts the first wait. */
export function waitSeconds({ scope, failures }: Counted): number {
  return Math.min(FIRST_WAIT_SECONDS * 2 ** Math.min(failures - scope.free, 30), MAX_WAIT_SECONDS);
}
