import { getQueueToken } from '@nestjs/bullmq';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DelayedJobAlarm } from '../../infra/queue/delayed-job-alarm';
import { QUEUES } from '../../infra/queue/queue-catalogue';
import { RedisConnectionWatch } from '../../infra/redis/redis-connection-watch';
import { RequestCoreModule } from '../request-core';
import { ProviderPosition } from './entities/provider-position.entity';
import { LinkExpiryProcessor } from './link-expiry.processor';
import { LinkExpiryService } from './link-expiry.service';

/** The worker side of dispatch: closing a completed job's links on time. */
@Module({
  imports: [MikroOrmModule.forFeature([ProviderPosition]), RequestCoreModule],
  providers: [
    LinkExpiryProcessor,
    LinkExpiryService,
    {
      provide: DelayedJobAlarm,
      inject: [getQueueToken(QUEUES.linkExpiry), RedisConnectionWatch],
      useFactory: (queue: Queue, watch: RedisConnectionWatch) => DelayedJobAlarm.forQueue(queue, watch),
    },
  ],
})
export class DispatchWorkerModule {}
