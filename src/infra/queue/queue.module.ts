import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { redisOptionsFromUrl } from '../redis/redis-options';
import { DEFAULT_JOB_OPTIONS, QUEUES } from './queue-catalogue';

const queueRegistrations = Object.values(QUEUES).map((name) =>
  BullModule.registerQueue({ name, defaultJobOptions: DEFAULT_JOB_OPTIONS[name] }),
);

@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: { ...redisOptionsFromUrl(config.redisUrl), maxRetriesPerRequest: null },
        prefix: 'roadside',
      }),
    }),
    ...queueRegistrations,
  ],
  exports: [BullModule],
})
export class QueueModule {}
