/** The first retry waits 30 s, each next one twice as long, never more than 4 h: with 15 attempts the last comes about 24 h after the first. */
export const WEBHOOK_FIRST_RETRY_MS = 30_000;
export const WEBHOOK_LONGEST_WAIT_MS = 4 * 3600_000;

/** An endpoint whose every delivery has failed for this long is turned off. */
export const WEBHOOK_FAILING_LIMIT_MS = 24 * 3600_000;

/** How long to wait after the `attemptsMade`-th failed attempt. */
export function webhookRetryDelayMs(attemptsMade: number): number {
  return Math.min(WEBHOOK_FIRST_RETRY_MS * 2 ** Math.max(attemptsMade - 1, 0), WEBHOOK_LONGEST_WAIT_MS);
}
