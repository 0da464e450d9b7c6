import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { AppError } from '../../common/errors/app-error';
import { REDIS } from '../../infra/redis/redis.module';
import { ERROR_CODES } from '../../contracts/error-codes';

const WINDOW_SECONDS = 60;
/** Lookups per address per minute, and a much smaller budget for codes that do not exist. */
const LOOKUP_LIMIT = 120;
const MISS_LIMIT = 10;
/** Unknown codes per minute across every address; past it each address may miss only once. */
const INSTALL_MISS_CEILING = 100;
const MISS_LIMIT_UNDER_GUESSING = 1;

/**
 * One step of a lookup, checked and counted atomically. `admit` runs before the lookup and takes a
 * slot of the address's budget; `hit` and `miss` run after it and decide the answer, so of parallel
 * lookups from one address the answers are those of some serial order: a burst of guesses gets at
 * most the miss budget of 404s, and a real code is never refused because guesses were in flight.
 * KEYS: lookups of the address, misses of the address, misses of every address.
 * Answers { refusal, seconds }: 0 = go on, 1 = the address's budget, 2 = the install's ceiling.
 */
const LOOKUP_STEP = `
local step, window = ARGV[1], tonumber(ARGV[2])
local lookupLimit, missLimit = tonumber(ARGV[3]), tonumber(ARGV[4])
local ceiling, missLimitUnderGuessing = tonumber(ARGV[5]), tonumber(ARGV[6])
local function count(key) return tonumber(redis.call('GET', key) or '0') end
local function ttl(key)
  local seconds = redis.call('TTL', key)
  if seconds < 1 then return window end
  return seconds
end
local function bump(key)
  redis.call('INCR', key)
  redis.call('EXPIRE', key, window, 'NX')
end
local misses = count(KEYS[2])
local underGuessing = count(KEYS[3]) >= ceiling
if misses >= missLimit then return {1, ttl(KEYS[2])} end
if underGuessing and misses >= missLimitUnderGuessing then return {2, math.min(ttl(KEYS[2]), ttl(KEYS[3]))} end
if step == 'admit' then
  if count(KEYS[1]) >= lookupLimit then return {1, ttl(KEYS[1])} end
  bump(KEYS[1])
elseif step == 'miss' then
  bump(KEYS[2])
  if underGuessing then return {2, math.min(ttl(KEYS[2]), ttl(KEYS[3]))} end
  bump(KEYS[3])
end
return {0, 0}
`;

type LookupStep = 'admit' | 'hit' | 'miss';
const REFUSED_BY_ADDRESS_BUDGET = 1;
const REFUSED_BY_INSTALL_CEILING = 2;

/**
 * Capability codes are secrets: guessing them must be slow for anyone, on any api instance, from any
 * number of addresses. Only unknown codes count as misses; while the whole install sees more unknown
 * codes than its ceiling, an address that has missed is refused until the minute ends, but a real
 * code from an address that has not missed still answers.
 */
@Injectable()
export class LookupRateLimiter {
  private readonly redis: Redis & { lookupStep(...keysAndArgs: (string | number)[]): Promise<[number, number]> };

  constructor(@Inject(REDIS) redis: Redis) {
    // Sent by its hash (EVALSHA) rather than as a kilobyte of script with every lookup.
    if (!('lookupStep' in redis)) redis.defineCommand('lookupStep', { numberOfKeys: 3, lua: LOOKUP_STEP });
    this.redis = redis as LookupRateLimiter['redis'];
  }

  async guard<T>(audience: string, address: string, lookup: () => Promise<T>): Promise<T> {
    const keys = [`lookup:${audience}:all:${address}`, `lookup:${audience}:miss:${address}`, `lookup:${audience}:miss-total`];
    await this.step('admit', keys);
    let found: T;
    try {
      found = await lookup();
    } catch (error) {
      if (error instanceof AppError && error.kind === 'not_found') await this.step('miss', keys);
      throw error;
    }
    await this.step('hit', keys);
    return found;
  }

  private async step(step: LookupStep, keys: string[]): Promise<void> {
    const args = [step, WINDOW_SECONDS, LOOKUP_LIMIT, MISS_LIMIT, INSTALL_MISS_CEILING, MISS_LIMIT_UNDER_GUESSING];
    const [refusal, wait] = await this.redis.lookupStep(...keys, ...args);
    if (refusal === REFUSED_BY_ADDRESS_BUDGET) throw tooManyFromAddress(wait);
    if (refusal === REFUSED_BY_INSTALL_CEILING) throw tooManyUnknownCodes(wait);
  }
}

const seconds = (count: number) => `${count} second${count === 1 ? '' : 's'}`;

const tooManyFromAddress = (wait: number) =>
  new AppError(
    'too_many_requests',
    ERROR_CODES.lookupThrottled,
    `Too many lookups from your connection. Please try again in ${seconds(wait)}.`,
    wait,
  );

const tooManyUnknownCodes = (wait: number) =>
  new AppError(
    'too_many_requests',
    ERROR_CODES.lookupThrottled,
    `Too many lookups of unknown codes right now. Please check your code and try again in ${seconds(wait)}.`,
    wait,
  );
