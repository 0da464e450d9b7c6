import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { AppError } from '../../common/errors/app-error';
import { REDIS } from '../../infra/redis/redis.module';

const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Counts sign-in attempts per account and per address in Redis, shared by every api instance.
 * An attempt is counted before the password is checked, so parallel guesses cannot slip past;
 * a successful attempt is refunded.
 */
@Injectable()
export class LoginThrottleService {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async reserveAttempt(email: string, address: string): Promise<void> {
    const keys = [accountKey(email), addressKey(address)];
    const pipeline = this.redis.multi();
    for (const key of keys) pipeline.incr(key).expire(key, WINDOW_SECONDS, 'NX');
    const results = (await pipeline.exec()) ?? [];
    const [account, perAddress] = [Number(results[0]?.[1]), Number(results[2]?.[1])];
    if (account <= MAX_FAILURES_PER_ACCOUNT && perAddress <= MAX_FAILURES_PER_ADDRESS) return;
    await this.refund(email, address);
    const key = account > MAX_FAILURES_PER_ACCOUNT ? keys[0] : keys[1];
    const ttl = Math.max(await this.redis.ttl(key), 1);
    const minutes = Math.ceil(ttl / 60);
    throw new AppError(
      'too_many_requests',
      'sign_in_throttled',
      `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      ttl,
    );
  }

  async recordSuccess(email: string, address: string): Promise<void> {
    await this.redis.del(accountKey(email));
    await this.redis.decr(addressKey(address));
  }

  private async refund(email: string, address: string): Promise<void> {
    await this.redis.multi().decr(accountKey(email)).decr(addressKey(address)).exec();
  }
}

const accountKey = (email: string) => `login-fail:account:${email.toLowerCase()}`;
const addressKey = (address: string) => `login-fail:address:${address}`;
