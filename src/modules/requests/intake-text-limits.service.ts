import { Inject, Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { AppError } from '../../common/errors/app-error';
import { formatNational } from '../../common/phone/phone-number';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ERROR_CODES } from '../../contracts/error-codes';
import { REDIS } from '../../infra/redis/redis.module';
import { redisRateLimiter, retryAfterSeconds, settle } from '../../infra/redis/redis-rate-limiter';

/** Each window is an hour from the first text it counts. */
const WINDOW_SECONDS = 60 * 60;

/** A slot taken for one text; give it back when the text is not stored after all. */
export interface TextSlot {
  release(): Promise<void>;
}

/**
 * Anyone can submit the public form, and each intake texts the number it names: without a cap
 * the form is a free way to flood a stranger's phone at our cost. Texts an admin causes (price
 * offers and the like) are neither counted nor refused: a dispatcher answering a customer must
 * never be blocked, and only the anonymous intake can aim texts at an arbitrary number.
 */
@Injectable()
export class IntakeTextLimits {
  private readonly logger = new Logger(IntakeTextLimits.name);
  private readonly toNumber: RateLimiterRedis;
  private readonly fromAddress: RateLimiterRedis;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const hourly = (keyPrefix: string, points: number) => redisRateLimiter(redis, { keyPrefix, points, durationSeconds: WINDOW_SECONDS });
    this.toNumber = hourly('text-limit:to-number', config.textLimits.perNumberPerHour);
    this.fromAddress = hourly('text-limit:from-address', config.textLimits.perAddressPerHour);
  }

  /** Counts one text to `phone` (E.164) asked for from `address` in both windows, or in neither and refuses with a 429. */
  async reserve(phone: string, address: string): Promise<TextSlot> {
    const [toNumber, fromAddress] = await Promise.all([settle(this.toNumber.consume(phone)), settle(this.fromAddress.consume(address))]);
    const release = () => this.release(phone, address);
    if (toNumber.allowed && fromAddress.allowed) return { release };
    // A refused consume counts too: giving both back keeps the windows at the texts actually sent.
    await release();
    throw toNumber.allowed ? this.refusal('address', fromAddress.state.msBeforeNext) : this.refusal('number', toNumber.state.msBeforeNext);
  }

  private async release(phone: string, address: string): Promise<void> {
    try {
      await Promise.all([this.toNumber.reward(phone), this.fromAddress.reward(address)]);
    } catch (error) {
      // The slot frees itself within the hour; the refusal that led here matters more.
      this.logger.warn(`Could not give back a text slot: ${(error as Error).message}`);
    }
  }

  private refusal(window: 'number' | 'address', waitMs: number): AppError {
    const seconds = retryAfterSeconds(waitMs);
    const minutes = Math.ceil(seconds / 60);
    const wait = `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us at ${formatNational(this.config.supportPhone)}.`;
    return window === 'number'
      ? new AppError(
          'too_many_requests',
          ERROR_CODES.textsToNumberLimited,
          `We have already sent as many texts to this phone number as we can this hour. ${wait}`,
          seconds,
        )
      : new AppError(
          'too_many_requests',
          ERROR_CODES.textsFromAddressLimited,
          `Too many requests have come from your connection this hour. ${wait}`,
          seconds,
        );
  }
}
