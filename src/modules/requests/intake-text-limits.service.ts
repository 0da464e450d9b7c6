import { Inject, Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { CLOCK, Clock } from '../../common/clock/clock';
import { AppError } from '../../common/errors/app-error';
import { formatNational } from '../../common/phone/phone-number';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ERROR_CODES } from '../../contracts/error-codes';
import { REDIS } from '../../infra/redis/redis.module';

const WINDOW_MS = 60 * 60_000;

/**
 * Takes one slot from both sliding windows, or none: a sorted set per window holds the times of
 * the texts it allowed. Answers 0 when allowed, else which window is full (1 number, 2 address)
 * and the milliseconds until its oldest slot frees up.
 */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limits = { tonumber(ARGV[3]), tonumber(ARGV[4]) }
for i = 1, 2 do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  local count = redis.call('ZCARD', KEYS[i])
  if count >= limits[i] then
    local freed = redis.call('ZRANGE', KEYS[i], count - limits[i], count - limits[i], 'WITHSCORES')
    return { i, tonumber(freed[2]) + window - now }
  end
end
for i = 1, 2 do
  redis.call('ZADD', KEYS[i], now, ARGV[5])
  redis.call('PEXPIRE', KEYS[i], window)
end
return { 0, 0 }
`;

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

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one text to `phone` (E.164) asked for from `address`, or refuses with a 429. */
  async reserve(phone: string, address: string): Promise<TextSlot> {
    const keys = [`text-limit:number:${phone}`, `text-limit:address:${address}`];
    const member = randomUUID();
    const { perNumberPerHour, perAddressPerHour } = this.config.textLimits;
    const [full, waitMs] = (await this.redis.eval(
      RESERVE_SCRIPT,
      keys.length,
      ...keys,
      this.clock.now().getTime(),
      WINDOW_MS,
      perNumberPerHour,
      perAddressPerHour,
      member,
    )) as [number, number];
    if (full !== 0) throw this.refusal(full === 1 ? 'number' : 'address', waitMs);
    return { release: () => this.release(keys, member) };
  }

  private async release(keys: string[], member: string): Promise<void> {
    try {
      await this.redis.multi().zrem(keys[0], member).zrem(keys[1], member).exec();
    } catch (error) {
      // The slot frees itself within the hour; the refusal that led here matters more.
      this.logger.warn(`Could not give back a text slot: ${(error as Error).message}`);
    }
  }

  private refusal(window: 'number' | 'address', waitMs: number): AppError {
    const seconds = Math.max(Math.ceil(waitMs / 1000), 1);
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
