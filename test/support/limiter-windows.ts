import Redis from 'ioredis';
import { loadConfig } from '../../src/config/load-config';
import { TEST_ENV } from '../test-env';

/** The key families of the app's rate limiters (rate-limiter-flexible on the shared client). */
const LIMITER_KEYS = ['login-fail:*', 'lookup:*', 'text-limit:*'];

/**
 * Lets `ms` pass for the rate limiters of one install (the test install unless given). Their windows
 * and waits are Redis keys that expire on Redis's own clock, which a ManualClock does not move: each
 * key loses `ms` of its time to live, and goes once none is left. Real time keeps running too, so a
 * test should not count on the last few milliseconds of a window.
 */
export async function passLimiterTime(ms: number, installKey = loadConfig(TEST_ENV).installKey): Promise<void> {
  const redis = new Redis(TEST_ENV.REDIS_URL);
  try {
    for (const pattern of LIMITER_KEYS) {
      for (const key of await redis.keys(`${installKey}:${pattern}`)) {
        const left = await redis.pttl(key);
        // Negative: the key has no expiry, or it expired since it was listed.
        if (left < 0) continue;
        if (left <= ms) await redis.del(key);
        else await redis.pexpire(key, left - ms);
      }
    }
  } finally {
    await redis.quit();
  }
}
