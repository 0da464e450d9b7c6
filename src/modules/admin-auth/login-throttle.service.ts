import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { CLOCK, Clock } from '../../common/clock/clock';
import { AppError } from '../../common/errors/app-error';
import { REDIS } from '../../infra/redis/redis.module';
import { ERROR_CODES } from '../../contracts/error-codes';

/** How long failures are remembered after the last one. */
const MEMORY_SECONDS = 24 * 60 * 60;
/** Failures allowed before each further attempt must wait: one account from one address, */
const FREE_FAILURES_PER_PAIR = 5;
/** any accounts from one address (spraying), */
const FREE_FAILURES_PER_ADDRESS = 20;
/** one account from any addresses (distributed guessing; only addresses that have failed wait). */
const FREE_FAILURES_PER_ACCOUNT = 10;
/** The wait doubles with every failure past the free ones, up to the cap. */
const FIRST_WAIT_MS = 2_000;
const MAX_WAIT_MS = 15 * 60 * 1000;

/**
 * Checks the waits that apply to an attempt and, when none does, counts the attempt as a failure
 * before the password is checked (so parallel guesses cannot slip past), setting the next wait of
 * each counter past its free failures. The waits carry the attempt's token so that a success takes
 * back only what it set.
 * Waits are kept as "until" times from the injected clock, so tests can move time instead of waiting.
 * KEYS: pair failures, pair wait, address failures, address wait, account failures, account wait.
 * Answers the milliseconds to wait, or 0 when the attempt may go ahead.
 */
const RESERVE_ATTEMPT = `
local token, memory, firstWait, maxWait = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local free = { pair = tonumber(ARGV[5]), address = tonumber(ARGV[6]), account = tonumber(ARGV[7]) }
local now = tonumber(ARGV[8])
local function remaining(key)
  local untilMs = tonumber(redis.call('HGET', key, 'until') or '0')
  if untilMs > now then return untilMs - now end
  return 0
end
local wait = math.max(remaining(KEYS[2]), remaining(KEYS[4]))
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then wait = math.max(wait, remaining(KEYS[6])) end
if wait > 0 then return wait end
local function fail(countKey, waitKey, freeFailures)
  local failures = redis.call('INCR', countKey)
  redis.call('EXPIRE', countKey, memory)
  if failures >= freeFailures then
    local ms = math.min(firstWait * 2 ^ math.min(failures - freeFailures, 30), maxWait)
    redis.call('HSET', waitKey, 'token', token, 'until', now + math.floor(ms))
    redis.call('EXPIRE', waitKey, memory)
  end
end
fail(KEYS[1], KEYS[2], free.pair)
fail(KEYS[3], KEYS[4], free.address)
fail(KEYS[5], KEYS[6], free.account)
return 0
`;

/**
 * A right password clears its pair (that address knows the password) and takes back the attempt's
 * share of the address and account counters, and a wait the attempt itself set unless the others'
 * failures alone call for one.
 */
const RECORD_SUCCESS = `
redis.call('DEL', KEYS[1], KEYS[2])
local free = { [3] = tonumber(ARGV[2]), [5] = tonumber(ARGV[3]) }
for _, index in ipairs({ 3, 5 }) do
  local failures = tonumber(redis.call('GET', KEYS[index]) or '0')
  if failures > 0 then failures = redis.call('DECR', KEYS[index]) end
  if failures < free[index] and redis.call('HGET', KEYS[index + 1], 'token') == ARGV[1] then redis.call('DEL', KEYS[index + 1]) end
end
return 0
`;

/** An attempt let through; its token is handed back on success. */
export interface SignInAttempt {
  readonly token: string;
}

/**
 * Slows sign-in guessing per account *and* address, in Redis shared by every api instance: each
 * (account, address) pair, each address across accounts and each account across addresses gets a
 * few free failures, then waits that double up to 15 minutes. The account-wide wait applies only to
 * addresses that have failed for that account, so nobody can lock the admin out: the right password
 * from an address that has not failed is always checked.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async reserveAttempt(email: string, address: string): Promise<SignInAttempt> {
    const token = randomUUID();
    const args = [
      token,
      MEMORY_SECONDS,
      FIRST_WAIT_MS,
      MAX_WAIT_MS,
      FREE_FAILURES_PER_PAIR,
      FREE_FAILURES_PER_ADDRESS,
      FREE_FAILURES_PER_ACCOUNT,
      this.clock.now().getTime(),
    ];
    const keys = throttleKeys(email, address);
    const waitMs = Number(await this.redis.eval(RESERVE_ATTEMPT, keys.length, ...keys, ...args));
    if (waitMs > 0) throw signInThrottled(Math.ceil(waitMs / 1000));
    return { token };
  }

  async recordSuccess(email: string, address: string, attempt: SignInAttempt): Promise<void> {
    const keys = throttleKeys(email, address);
    await this.redis.eval(RECORD_SUCCESS, keys.length, ...keys, attempt.token, FREE_FAILURES_PER_ADDRESS, FREE_FAILURES_PER_ACCOUNT);
  }
}

function throttleKeys(email: string, address: string): string[] {
  const account = email.toLowerCase();
  // An address never holds '|', so the pair key is unambiguous whatever the email holds.
  const pair = `${address}|${account}`;
  return [
    `login-fail:pair:${pair}`,
    `login-fail:pair-wait:${pair}`,
    `login-fail:address:${address}`,
    `login-fail:address-wait:${address}`,
    `login-fail:account:${account}`,
    `login-fail:account-wait:${account}`,
  ];
}

function signInThrottled(seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AppError('too_many_requests', ERROR_CODES.signInThrottled, `Too many sign-in attempts. Try again in ${wait}.`, seconds);
}
