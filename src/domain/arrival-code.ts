/**
 * The customer's arrival code: four digits on their tracking page that the driver at the car must
 * give to mark arrival, so the truck there is provably the one they paid for.
 */

/** Wrong codes allowed before arrival locks. */
export const MAX_WRONG_ARRIVAL_CODES = 5;
/** How long arrival stays locked after the last allowed wrong code (the dispatcher can verify meanwhile). */
export const ARRIVAL_LOCK_MS = 10 * 60_000;

const CODE = /^\d{4}$/;

export const isArrivalCodeFormat = (value: unknown): value is string => typeof value === 'string' && CODE.test(value);

/** 1000 to 9999: never a leading zero someone could drop when reading it out. */
export function generateArrivalCode(random: (byteCount: number) => Uint8Array): string {
  const [high, low] = random(2);
  return String(1000 + (((high << 8) | low) % 9000));
}

/** Who verified arrival: the driver with the customer's code, or a dispatcher (with a reason). */
export type ArrivalVerifier = 'code' | 'dispatcher';

export interface ArrivalCodeState {
  /** The code the customer was shown; null before the provider set off. */
  code: string | null;
  verifiedAt: Date | null;
  failures: number;
  lockedUntil: Date | null;
}

export type ArrivalCodeCheck = 'verified' | 'not_needed' | 'missing' | 'wrong' | 'locked';

export const isArrivalLocked = (state: Pick<ArrivalCodeState, 'lockedUntil'>, now: Date): boolean =>
  state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();

/**
 * What a provider's Arrived with `given` comes to: not needed once verified (or for a job without a
 * code), refused while locked, and otherwise the code must match. A malformed code counts as missing,
 * not as a wrong try.
 */
export function checkArrivalCode(state: ArrivalCodeState, given: string | null | undefined, now: Date): ArrivalCodeCheck {
  if (state.verifiedAt !== null || state.code === null) return 'not_needed';
  if (isArrivalLocked(state, now)) return 'locked';
  if (!isArrivalCodeFormat(given)) return 'missing';
  return given === state.code ? 'verified' : 'wrong';
}

/** The wrong-try count after one more wrong code: a lock that has run out starts the count again. */
export function afterWrongCode(state: Pick<ArrivalCodeState, 'failures' | 'lockedUntil'>, now: Date): { failures: number; lockedUntil: Date | null } {
  const failures = state.lockedUntil !== null && state.lockedUntil.getTime() <= now.getTime() ? 1 : state.failures + 1;
  return { failures, lockedUntil: failures >= MAX_WRONG_ARRIVAL_CODES ? new Date(now.getTime() + ARRIVAL_LOCK_MS) : null };
}
