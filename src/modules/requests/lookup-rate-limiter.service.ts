import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { AppError } from '../../common/errors/app-error';
import { REDIS } from '../../infra/redis/redis.module';

const WINDOW_SECONDS = 60;
/** Lookups per address per minute, and a much smaller budget for codes that do not exist. */
const LOOKUP_LIMIT = 120;
const MISS_LIMIT = 10;

/**
 * Capability codes are secrets: guessing them must be slow for anyone, on any api instance.
 * Each lookup takes a slot from both budgets before it runs (so parallel guesses cannot slip
 * past) and gives the miss slot back when the code turns out to exist.
 */
@Injectable()
export class LookupRateLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async guard<T>(audience: string, address: string, lookup: () => Promise<T>): Promise<T> {
    const allKey = `lookup:${audience}:all:${address}`;
    const missKey = `lookup:${audience}:miss:${address}`;
    const results = (await this.redis
      .multi()
      .incr(allKey)
      .expire(allKey, WINDOW_SECONDS, 'NX')
      .incr(missKey)
      .expire(missKey, WINDOW_SECONDS, 'NX')
      .exec()) ?? [];
    const [all, misses] = [Number(results[0]?.[1]), Number(results[2]?.[1])];
    if (misses > MISS_LIMIT || all > LOOKUP_LIMIT) {
      await this.redis.multi().decr(allKey).decr(missKey).exec();
      throw await this.tooMany(misses > MISS_LIMIT ? missKey : allKey);
    }
    try {
      const found = await lookup();
      await this.redis.decr(missKey);
      return found;
    } catch (error) {
      if (!(error instanceof AppError && error.kind === 'not_found')) await this.redis.decr(missKey);
      throw error;
    }
  }

  private async tooMany(key: string): Promise<AppError> {
    const seconds = Math.max(await this.redis.ttl(key), 1);
    return new AppError(
      'too_many_requests',
      'lookup_throttled',
      `Too many lookups from your connection. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      seconds,
    );
  }
}
