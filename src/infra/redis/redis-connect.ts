import Redis from 'ioredis';
import { UnreachableDependencyError } from '../../common/errors/infrastructure-error';
import { redisOptionsFromUrl, redisTarget } from './redis-options';

/** Connects a lazy client, or stops it and says in one line which REDIS_URL could not be reached and why. */
export async function connectRedis(redis: Redis, redisUrl: string): Promise<void> {
  let cause: unknown = null;
  const remember = (error: unknown) => (cause ??= error);
  redis.on('error', remember);
  try {
    await redis.connect();
    // Connected, but e.g. the database number was refused: commands would land in another database.
    if (cause) throw cause;
  } catch (error) {
    redis.disconnect();
    throw new UnreachableDependencyError('REDIS_URL', 'Redis', redisTarget(redisUrl), cause ?? error);
  } finally {
    redis.off('error', remember);
  }
}

/** Start-up check: Redis answers at REDIS_URL (address, credentials and database number). */
export async function assertRedisReachable(redisUrl: string): Promise<void> {
  const redis = new Redis({
    ...redisOptionsFromUrl(redisUrl),
    lazyConnect: true,
    connectTimeout: 5_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  await connectRedis(redis, redisUrl);
  await redis.quit();
}

/** Ends a client: politely when connected, at once while Redis is away (a QUIT would wait for it). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
