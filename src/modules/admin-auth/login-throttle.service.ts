import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { AppError } from '../../common/errors/app-error';
import { REDIS } from '../../infra/redis/redis.module';

const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

/** Counts failed sign-ins per account and per address in Redis, shared by every api instance. */
@Injectable()
export class LoginThrottleService {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async assertAllowed(email: string, address: string): Promise<void> {
    const [account, addr] = await this.redis.mget(accountKey(email), addressKey(address));
    if (Number(account) < MAX_FAILURES_PER_ACCOUNT && Number(addr) < MAX_FAILURES_PER_ADDRESS) return;
    const key = Number(account) >= MAX_FAILURES_PER_ACCOUNT ? accountKey(email) : addressKey(address);
    const ttl = Math.max(await this.redis.ttl(key), 1);
    const minutes = Math.ceil(ttl / 60);
    throw new AppError(
      'too_many_requests',
      'sign_in_throttled',
      `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      ttl,
    );
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const pipeline = this.redis.multi();
    for (const key of [accountKey(email), addressKey(address)]) {
      pipeline.incr(key).expire(key, WINDOW_SECONDS, 'NX');
    }
    await pipeline.exec();
  }

  async recordSuccess(email: string): Promise<void> {
    await this.redis.del(accountKey(email));
  }
}

const accountKey = (email: string) => `login-fail:account:${email.toLowerCase()}`;
const addressKey = (address: string) => `login-fail:address:${address}`;
