import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { AppError } from '../../common/errors/app-error';
import { REDIS } from '../../infra/redis/redis.module';
import { redisRateLimiter, retryAfterSeconds, settle } from '../../infra/redis/redis-rate-limiter';
import { ERROR_CODES } from '../../contracts/error-codes';

const WINDOW_SECONDS = 60;
/** Lookups per address per minute, and a much smaller budget for codes that do not exist. */
const LOOKUP_LIMIT = 120;
const MISS_LIMIT = 10;
/** Unknown codes per minute across every address; past it each address may miss only once. */
const INSTALL_MISS_CEILING = 100;
const MISS_LIMIT_UNDER_GUESSING = 1;

/**
 * Capability codes are secrets: guessing them must be slow for anyone, on any api instance, from any
 * number of addresses. Only unknown codes count as misses; while the whole install sees more unknown
 * codes than its ceiling, an address that has missed is refused until the minute ends, but a real
 * code from an address that has not missed still answers.
 */
@Injectable()
export class LookupRateLimiter {
  private readonly lookups: RateLimiterRedis;
  private readonly misses: RateLimiterRedis;
  private readonly installMisses: RateLimiterRedis;

  constructor(@Inject(REDIS) private readonly redis: Redis) {
    const perMinute = (keyPrefix: string, points: number) =>
      redisRateLimiter(redis, { keyPrefix, points, durationSeconds: WINDOW_SECONDS });
    this.lookups = perMinute('lookup:all', LOOKUP_LIMIT);
    this.misses = perMinute('lookup:miss', MISS_LIMIT);
    this.installMisses = perMinute('lookup:miss-total', INSTALL_MISS_CEILING);
  }

  async guard<T>(audience: string, address: string, lookup: () => Promise<T>): Promise<T> {
    const key = `${audience}:${address}`;
    await this.admit(audience, key);
    try {
      return await lookup();
    } catch (error) {
      if (error instanceof AppError && error.kind === 'not_found') await this.countMiss(audience, key);
      throw error;
    }
  }

  /**
   * The lookup takes a slot of its address's budget while the misses so far are read, in the same
   * tick (the shared client pipelines them): a lookup that finds its code costs one round trip. The
   * misses are read as the limiters' plain counters with one MGET, because the limiter's own `get` is
   * a MULTI per key: a paired run showed the tracking lookup 25 % cheaper in CPU and 35 % faster in
   * lookups a second this way (docs/performance.md, "Paired runs"). How long a window has left is
   * read only for a refusal.
   */
  private async admit(audience: string, key: string): Promise<void> {
    const [slot, [addressMisses, installMisses]] = await Promise.all([
      settle(this.lookups.consume(key)),
      this.redis.mget(this.misses.getKey(key), this.installMisses.getKey(audience)),
    ]);
    const missed = Number(addressMisses ?? 0);
    if (missed >= MISS_LIMIT) throw tooManyFromAddress(await this.msLeft(this.misses, key));
    if (missed >= MISS_LIMIT_UNDER_GUESSING && Number(installMisses ?? 0) >= INSTALL_MISS_CEILING) {
      const [addressWindow, installWindow] = await Promise.all([this.msLeft(this.misses, key), this.msLeft(this.installMisses, audience)]);
      throw tooManyUnknownCodes(Math.min(addressWindow, installWindow));
    }
    if (!slot.allowed) throw tooManyFromAddress(slot.state.msBeforeNext);
  }

  /**
   * A miss is counted once its answer is known, and past the budget it answers 429 instead of 404.
   * So parallel guesses from one address get at most the miss budget of 404s, as in some serial
   * order, while a real code is never refused because guesses were in flight. Guesses past an
   * address's own budget stay out of the install's count: one address alone cannot bring the
   * install-wide ceiling down on everyone else.
   */
  private async countMiss(audience: string, key: string): Promise<void> {
    const address = await settle(this.misses.consume(key));
    if (!address.allowed) throw tooManyFromAddress(address.state.msBeforeNext);
    const install = await settle(this.installMisses.consume(audience));
    if (!install.allowed) throw tooManyUnknownCodes(Math.min(address.state.msBeforeNext, install.state.msBeforeNext));
  }

  /** What is left of a window; a window that ended since it was counted has nothing left. */
  private async msLeft(limiter: RateLimiterRedis, key: string): Promise<number> {
    return (await limiter.get(key))?.msBeforeNext ?? 0;
  }
}

const seconds = (count: number) => `${count} second${count === 1 ? '' : 's'}`;

function tooManyFromAddress(msBeforeNext: number): AppError {
  const wait = retryAfterSeconds(msBeforeNext);
  return new AppError(
    'too_many_requests',
    ERROR_CODES.lookupThrottled,
    `Too many lookups from your connection. Please try again in ${seconds(wait)}.`,
    wait,
  );
}

/** Called with the sooner end of the address's misses and the install's: either lets the address look up again. */
function tooManyUnknownCodes(msBeforeNext: number): AppError {
  const wait = retryAfterSeconds(msBeforeNext);
  return new AppError(
    'too_many_requests',
    ERROR_CODES.lookupThrottled,
    `Too many lookups of unknown codes right now. Please check your code and try again in ${seconds(wait)}.`,
    wait,
  );
}
