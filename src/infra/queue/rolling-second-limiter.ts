import type { RateLimiterOptions } from 'bullmq';

/**
 * Window lengths that divide a second. A full window costs the worker a wait and a wake-up;
 * shorter windows would pay that too often, as would jobs spaced closer than MIN_SPACING_MS.
 */
const WINDOW_MS = [50, 100, 125, 200, 250, 500, 1000];
const MIN_SPACING_MS = 10;

const jobsPerSecond = ({ max, duration }: RateLimiterOptions) => (max * 1000) / duration;

/**
 * BullMQ's limiter for at most `perSecond` jobs in any rolling second, not just in each of its
 * windows: it counts jobs per fixed window, and `{ max: perSecond, duration: 1000 }` lets a burst at
 * the end of one window and another at the start of the next put twice the limit in one second.
 * A second touches at most 1000/w + 1 windows of w ms, so each may take that share of the limit;
 * or jobs go one per window, at least 1000/perSecond ms apart. Of these, the one that lets the most
 * jobs through: a little under the limit on average (within 16%; exact for 1, 10 or 100 a second).
 */
export function rollingSecondLimiter(perSecond: number): RateLimiterOptions {
  const spaced = { max: 1, duration: Math.max(MIN_SPACING_MS, Math.ceil(1000 / perSecond)) };
  return WINDOW_MS.map((duration) => ({ max: Math.floor(perSecond / (1000 / duration + 1)), duration }))
    .filter(({ max }) => max > 1)
    .reduce((best, limiter) => (jobsPerSecond(limiter) > jobsPerSecond(best) ? limiter : best), spaced);
}
