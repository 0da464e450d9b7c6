import Redis from 'ioredis';
import { TEST_ENV } from '../test-env';

/** Deletes rate-limit counters and sessions; leaves the queues to BullMQ. */
export async function resetRedisCounters(): Promise<void> {
  const redis = new Redis(TEST_ENV.REDIS_URL);
  try {
    for (const pattern of ['login-fail:*', 'sess:*', '{*}:hits', '{*}:blocked', 'lookup:*', 'geocode:*']) {
      const keys = await redis.keys(pattern);
      if (keys.length) await redis.del(...keys);
    }
  } finally {
    await redis.quit();
  }
}
