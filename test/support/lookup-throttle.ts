const LOOKUPS_THROTTLED = /^Too many lookups from your connection\. Please try again in (\d+) seconds?\.$/;
const UNKNOWN_CODES_THROTTLED =
  /^Too many lookups of unknown codes right now\. Please check your code and try again in (\d+) seconds?\.$/;

/** Asserts the lookup budget's refusal, whose wait lies within its one-minute window, and answers that wait in seconds. */
export function expectLookupsThrottled(message: string | undefined): number {
  return expectWait(LOOKUPS_THROTTLED, message);
}

/** Asserts the refusal of the install-wide ceiling on unknown codes, and answers its wait in seconds. */
export function expectUnknownCodesThrottled(message: string | undefined): number {
  return expectWait(UNKNOWN_CODES_THROTTLED, message);
}

function expectWait(pattern: RegExp, message: string | undefined): number {
  expect(message).toMatch(pattern);
  const seconds = Number(pattern.exec(message!)![1]);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  return seconds;
}
