import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { AppError } from '../../common/errors/app-error';
import { REDIS } from '../../infra/redis/redis.module';

const WINDOW_SECONDS = 60;
/** Lookups per address per minute, and a much smaller budget for codes that do not exist. */
const LOOKUP_LIMIT = 120;
const MISS_LIMIT = 10;

/** Capability codes are secrets: guessing them must be slow for anyone, on any api instance. */
@Injectable()
export class LookupRateLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async guard<T>(audience: string, address: string, lookup: () => Promise<T>): Promise<T> {
    const allKey = `lookup:${audience}:all:${address}`;
    const missKey = `lookup:${audience}:miss:${address}`;
    const [all, misses] = await this.redis.mget(allKey, missKey);
    if (Number(misses) >= MISS_LIMIT) throw await this.tooMany(missKey);
    if (Number(all) >= LOOKUP_LIMIT) throw await this.tooMany(allKey);
    await this.count(allKey);
    try {
      return await lookup();
    } catch (error) {
      if (error instanceof AppError && error.kind === 'not_found') await this.count(missKey);
      throw error;
    }
  }

  private async count(key: string): Promise<void> {
    await this.redis.multi().incr(key).expire(key, WINDOW_SECONDS, 'NX').exec();
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
