import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module, ModuleMetadata } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import Redis from 'ioredis';
import { CommonModule } from './common/common.module';
import { AppConfig, ProcessRole } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ormOptions } from './infra/database/orm-options';
import { FilesModule } from './infra/files/files.module';
import { HttpInfraModule } from './infra/http/http-infra.module';
import { loggerParams, ROOT_LOGGER, rootLogger } from './infra/logging/logger-params';
import { MetricsModule } from './infra/metrics/metrics.module';
import { DomainEventsModule } from './infra/events/domain-events.module';
import { QueueModule } from './infra/queue/queue.module';
import { QueueWorkerModule } from './infra/queue/queue-worker.module';
import { RealtimeModule } from './infra/realtime/realtime.module';
import { REDIS, RedisModule } from './infra/redis/redis.module';
import { StaffModule } from './modules/staff';
import { DispatchModule, DispatchWorkerModule } from './modules/dispatch';
import { OnSiteModule, OnSiteWorkerModule } from './modules/on-site';
import { ProvidersModule } from './modules/providers';
import { NotificationsModule, NotificationsWorkerModule } from './modules/notifications';
import { PaymentsModule, PaymentsWorkerModule } from './modules/payments';
import { PricingModule } from './modules/pricing';
import { RequestsModule, RequestsWorkerModule } from './modules/requests';
import { TextCommandsModule } from './modules/text-commands';
import { AccountsModule, AccountsWorkerModule } from './modules/accounts';
import { InsightsModule } from './modules/insights';

export interface AppModuleOptions {
  /** Where the JSON log lines go; standard output unless given (tests capture them). */
  logDestination?: DestinationStream;
}

export { WEB_DIST } from './infra/http/web-build';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, role: ProcessRole = config.processRole, options: AppModuleOptions = {}): DynamicModule {
    const logger = rootLogger(config, options.logDestination);
    const imports: NonNullable<ModuleMetadata['imports']> = [
      ConfigModule.forRoot(config),
      LoggerModule.forRoot(loggerParams(logger)),
      CommonModule,
      MetricsModule.forRoot(role),
      MikroOrmModule.forRoot({ ...ormOptions(config.databaseUrl), registerRequestContext: false }),
      RedisModule,
      FilesModule,
      QueueModule,
      DomainEventsModule,
      // Per-process ticks in either role: the api re-checks live admin sessions, the worker its job schedules.
      ScheduleModule.forRoot(),
      RealtimeModule,
      NotificationsModule,
      RequestsModule,
    ];
    const providers: NonNullable<ModuleMetadata['providers']> = [{ provide: ROOT_LOGGER, useValue: logger }];

    if (role !== 'worker') {
      imports.push(
        ThrottlerModule.forRootAsync({
          inject: [REDIS],
          useFactory: (redis: Redis) => ({
            throttlers: [{ name: 'default', ttl: 60_000, limit: 300 }],
            storage: new ThrottlerStorageRedisService(redis),
          }),
        }),
        StaffModule,
        PricingModule,
        PaymentsModule,
        ProvidersModule,
        DispatchModule,
        OnSiteModule,
        AccountsModule,
        InsightsModule,
        HttpInfraModule,
      );
      providers.push({ provide: APP_GUARD, useClass: ThrottlerGuard });
    }
    if (role !== 'api') {
      imports.push(NotificationsWorkerModule.withRouter(TextCommandsModule, config.smsWorker), RequestsWorkerModule, DispatchWorkerModule, OnSiteWorkerModule, PaymentsWorkerModule, AccountsWorkerModule, QueueWorkerModule);
    }
    return { module: AppModule, imports, providers };
  }
}
