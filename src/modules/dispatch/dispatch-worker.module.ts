import { getQueueToken } from '@nestjs/bullmq';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DelayedJobAlarm } from '../../infra/queue/delayed-job-alarm';
import { QUEUES } from '../../infra/queue/queue-catalogue';
import { RedisConnectionWatch } from '../../infra/redis/redis-connection-watch';
import { RequestCoreModule } from '../request-core';
import { DispatchModule } from './dispatch.module';
import { ProviderPosition } from './entities/provider-position.entity';
import { LinkExpiryProcessor } from './link-expiry.processor';
import { LinkExpiryService } from './link-expiry.service';
import { ArrivalWatchService } from './arrival/arrival-watch.service';
import { ArrivalWatchTicker } from './arrival/arrival-watch.ticker';
import { OfferSweepTicker } from './offers/offer-sweep.ticker';
import { OffersProcessor } from './offers/offers.processor';

/** The offers queue gets its own alarm: a window closing 100 ms late is a provider refused too late. */
const OFFER_EXPIRY_ALARM = Symbol('OFFER_EXPIRY_ALARM');

/** The worker side of dispatch: closing a completed job's links and offer windows on time, and watching promised arrivals. */
@Module({
  imports: [MikroOrmModule.forFeature([ProviderPosition]), RequestCoreModule, DispatchModule],
  providers: [
    LinkExpiryProcessor,
    LinkExpiryService,
    OffersProcessor,
    OfferSweepTicker,
    ArrivalWatchService,
    ArrivalWatchTicker,
    {
      provide: OFFER_EXPIRY_ALARM,
      inject: [getQueueToken(QUEUES.offers), RedisConnectionWatch],
      useFactory: (queue: Queue, watch: RedisConnectionWatch) => DelayedJobAlarm.forQueue(queue, watch),
    },
    {
      provide: DelayedJobAlarm,
      inject: [getQueueToken(QUEUES.linkExpiry), RedisConnectionWatch],
      useFactory: (queue: Queue, watch: RedisConnectionWatch) => DelayedJobAlarm.forQueue(queue, watch),
    },
  ],
})
export class DispatchWorkerModule {}
