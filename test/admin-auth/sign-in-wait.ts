const SIGN_IN_WAIT = /^Too many sign-in attempts\. Try again in (\d+) (seconds?|minutes?)\.$/;

/** Asserts the sign-in throttle's refusal and answers its wait in seconds, as Retry-After should give it. */
export function expectSignInWait(message: string | undefined, atMostSeconds = 2): number {
  expect(message).toMatch(SIGN_IN_WAIT);
  const [, count, unit] = SIGN_IN_WAIT.exec(message!)!;
  expect(unit.startsWith('second')).toBe(true);
  const seconds = Number(count);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(atMostSeconds);
  return seconds;
}

/**
 * How many guesses of a parallel burst may be checked: the five free ones, plus one more for each
 * wait that can have run out while the burst was still arriving (the first wait lasts 2 s, each next
 * one twice as long). On a slow machine a burst of 30 argon2 checks outlasts the first wait, and the
 * rule rightly lets one more through; the count never depends on how fast the machine is.
 */
export function guessesCheckedWithin(burstMs: number): number {
  let allowed = 5;
  let waitsEndAt = 2_000;
  while (burstMs >= waitsEndAt) {
    allowed += 1;
    waitsEndAt += 2_000 * 2 ** (allowed - 5);
  }
  return allowed;
}
