import { BullModule, WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Global, Injectable, Module, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { Queue, Worker } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RedisConnectionWatch } from '../redis/redis-connection-watch';
import { reconnectDelay, redisOptionsFromUrl } from '../redis/redis-options';
import { DEFAULT_JOB_OPTIONS, QUEUES } from './queue-catalogue';

const queueRegistrations = Object.values(QUEUES).map((name) =>
  BullModule.registerQueue({ name, defaultJobOptions: DEFAULT_JOB_OPTIONS[name] }),
);

/**
 * Queues and workers report their connection errors to the watch, which logs an outage once.
 * A stopping worker finishes its active jobs first; one stopping while Redis is away cannot finish
 * their bookkeeping and would wait for Redis forever: it stops at once, and its jobs are picked up
 * again as stalled once Redis is back.
 */
@Injectable()
class QueueConnections implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly workers: Worker[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly watch: RedisConnectionWatch,
  ) {}

  onApplicationBootstrap(): void {
    for (const { instance } of this.discovery.getProviders()) {
      if (instance instanceof Queue) this.watch.listen(instance, `queue ${instance.name}`);
      if (instance instanceof WorkerHost) {
        this.workers.push(instance.worker);
        this.watch.listen(instance.worker, `worker ${instance.worker.name}`);
      }
    }
  }

  /** Before the database and Redis clients close, so the jobs in hand can finish their writes. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close(this.watch.unreachable)));
  }
}

@Global()
@Module({
  imports: [
    DiscoveryModule,
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: { ...redisOptionsFromUrl(config.redisUrl), maxRetriesPerRequest: null, retryStrategy: reconnectDelay },
        // BullMQ keys start with the install's key, like every other key of the install.
        prefix: config.installKey,
      }),
    }),
    ...queueRegistrations,
  ],
  providers: [QueueConnections],
  exports: [BullModule],
})
export class QueueModule {}
