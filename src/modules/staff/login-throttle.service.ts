import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../common/errors/app-error';
import { REDIS } from '../../infra/redis/redis.module';
import { retryAfterSeconds, settle } from '../../infra/redis/redis-rate-limiter';
import { ERROR_CODES } from '../../contracts/error-codes';
import { Counted, SCOPE_NAMES, ScopeName, SignInScope, signInScopes, waitSeconds } from './sign-in-scopes';

/** An attempt let through; handed back on success so that it takes back only the waits it started. */
export interface SignInAttempt {
  readonly startedWaits: readonly ScopeName[];
}

/**
 * Slows sign-in guessing with rate-limiter-flexible's login-protection recipe, in Redis shared by every
 * api instance: each (account, address) pair, each address across accounts and each account across
 * addresses gets a few free failures, then waits that double up to 15 minutes. The account-wide wait
 * applies only to addresses that have failed for that account, so nobody can lock the admin out: the
 * right password from an address that has not failed is always checked.
 *
 * An attempt is counted as a failure before the password is checked, so parallel guesses cannot slip
 * past; a right password takes its count back.
 */
@Injectable()
export class LoginThrottleService {
  private readonly scopes: Record<ScopeName, SignInScope>;

  constructor(@Inject(REDIS) redis: Redis) {
    this.scopes = signInScopes(redis);
  }

  async reserveAttempt(email: string, address: string): Promise<SignInAttempt> {
    const keys = throttleKeys(email, address);
    await this.refuseWhileWaiting(keys);
    const counted = await Promise.all(SCOPE_NAMES.map((name) => this.countFailure(this.scopes[name], keys[name])));
    const pastFree = counted.filter(({ scope, failures }) => failures >= scope.free);
    const failedHereBefore = counted.some(({ scope, failures }) => scope.name === 'pair' && failures > 1);
    const waitsHere = ({ scope }: Counted) => scope.name !== 'account' || failedHereBefore;
    await this.takeWaits(counted, pastFree.filter(waitsHere));
    // A failure from an address the account's wait spares still makes that wait longer for the others.
    await Promise.all(pastFree.filter((one) => !waitsHere(one)).map((one) => one.scope.waits.block(one.key, waitSeconds(one))));
    return { startedWaits: pastFree.map(({ scope }) => scope.name) };
  }

  async recordSuccess(email: string, address: string, attempt: SignInAttempt): Promise<void> {
    const keys = throttleKeys(email, address);
    const { pair, address: fromAddress, account } = this.scopes;
    // That address knows the password: its pair starts over. The others only lose this attempt's count.
    const [, , ...rewarded] = await Promise.all([
      pair.failures.delete(keys.pair),
      pair.waits.delete(keys.pair),
      fromAddress.failures.reward(keys.address),
      account.failures.reward(keys.account),
    ]);
    // A wait this attempt started goes too, unless the others' failures alone call for one.
    const takenBack = [fromAddress, account].filter(
      (scope, i) => attempt.startedWaits.includes(scope.name) && rewarded[i].consumedPoints < scope.free,
    );
    await Promise.all(takenBack.map((scope) => scope.waits.delete(keys[scope.name])));
  }

  /** Refuses, before counting anything, an attempt that a wait in force applies to. */
  private async refuseWhileWaiting(keys: Record<ScopeName, string>): Promise<void> {
    const { pair, address, account } = this.scopes;
    const [pairFailures, pairWait, addressWait, accountWait] = await Promise.all([
      pair.failures.get(keys.pair),
      pair.waits.get(keys.pair),
      address.waits.get(keys.address),
      account.waits.get(keys.account),
    ]);
    const failedHereBefore = (pairFailures?.consumedPoints ?? 0) > 0;
    const inForce = [pairWait, addressWait, failedHereBefore ? accountWait : null].filter((wait) => wait !== null);
    if (inForce.length > 0) throw signInThrottled(inForce);
  }

  private async countFailure(scope: SignInScope, key: string): Promise<Counted> {
    // Past the free failures is no refusal by itself: whether the attempt waits is for the waits to say.
    const { state } = await settle(scope.failures.consume(key));
    return { scope, key, failures: state.consumedPoints };
  }

  /**
   * Takes the wait of each scope past its free failures that applies. When parallel attempts pass the
   * check above together, one takes each wait and the others are refused here: they give back their
   * counts and any wait they took, as if they had arrived a moment later.
   */
  private async takeWaits(counted: Counted[], pastFree: Counted[]): Promise<void> {
    const taken = await Promise.all(
      pastFree.map(async (one) => ({ one, ...(await settle(one.scope.waits.consume(one.key, 1, { customDuration: waitSeconds(one) }))) })),
    );
    const refused = taken.filter(({ allowed }) => !allowed);
    if (refused.length === 0) return;
    await Promise.all([
      ...counted.map(({ scope, key }) => scope.failures.reward(key)),
      ...taken.filter(({ allowed }) => allowed).map(({ one }) => one.scope.waits.delete(one.key)),
    ]);
    throw signInThrottled(refused.map(({ state }) => state));
  }
}

function throttleKeys(email: string, address: string): Record<ScopeName, string> {
  const account = email.toLowerCase();
  // An address never holds '|', so the pair key is unambiguous whatever the email holds.
  return { pair: `${address}|${account}`, address, account };
}

function signInThrottled(waits: RateLimiterRes[]): AppError {
  const seconds = retryAfterSeconds(Math.max(...waits.map((wait) => wait.msBeforeNext)));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AppError('too_many_requests', ERROR_CODES.signInThrottled, `Too many sign-in attempts. Try again in ${wait}.`, seconds);
}
