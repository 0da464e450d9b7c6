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
