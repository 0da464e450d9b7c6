import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { closeRedis, connectRedis } from './redis-connect';
import { RedisConnectionWatch } from './redis-connection-watch';
import { FAIL_FAST_OPTIONS, redisOptionsFromUrl, redisTarget } from './redis-options';

/**
 * The shared client. Every key it touches starts with `${INSTALL_KEY}:` (ioredis prefixes the keys
 * of every command, scripts' KEYS included), so installs sharing a Redis server keep apart.
 */
export const REDIS = Symbol('REDIS');

@Global()
@Module({
  providers: [
    {
      provide: RedisConnectionWatch,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new RedisConnectionWatch(redisTarget(config.redisUrl)),
    },
    {
      provide: REDIS,
      inject: [APP_CONFIG, RedisConnectionWatch],
      useFactory: async (config: AppConfig, watch: RedisConnectionWatch) => {
        const redis = new Redis({
          ...redisOptionsFromUrl(config.redisUrl),
          ...FAIL_FAST_OPTIONS,
          keyPrefix: `${config.installKey}:`,
          lazyConnect: true,
          // Under load many requests ask in the same tick (every lookup checks its budget): one
          // write carries all of their commands instead of a system call each.
          enableAutoPipelining: true,
        });
        // Without an offline queue nothing may run before the connection is ready.
        await connectRedis(redis, config.redisUrl);
        watch.watch(redis);
        return redis;
      },
    },
  ],
  exports: [REDIS, RedisConnectionWatch],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly watch: RedisConnectionWatch,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    this.watch.stop();
    await closeRedis(this.redis);
  }
}
