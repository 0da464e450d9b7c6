import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module, ModuleMetadata } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ServeStaticModule } from '@nestjs/serve-static';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Redis from 'ioredis';
import { CommonModule } from './common/common.module';
import { AppConfig, ProcessRole } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ormOptions } from './infra/database/orm-options';
import { HttpInfraModule } from './infra/http/http-infra.module';
import { QueueModule } from './infra/queue/queue.module';
import { RealtimeModule } from './infra/realtime/realtime.module';
import { REDIS, RedisModule } from './infra/redis/redis.module';
import { AdminAuthModule } from './modules/admin-auth/admin-auth.module';
import { DispatchModule } from './modules/dispatch/dispatch.module';
import { NotificationsWorkerModule } from './modules/notifications/notifications-worker.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { PricingModule } from './modules/pricing/pricing.module';
import { RequestsWorkerModule } from './modules/requests/requests-worker.module';
import { RequestsModule } from './modules/requests/requests.module';

const redactCodes = (url: string) => url.replace(/\/(track|jobs|provider)\/[^/?#]+/gi, '/$1/[code]');

export const WEB_DIST = join(__dirname, '..', 'web', 'dist');

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, role: ProcessRole = config.processRole): DynamicModule {
    const imports: NonNullable<ModuleMetadata['imports']> = [
      ConfigModule.forRoot(config),
      LoggerModule.forRoot({
        pinoHttp: {
          level: config.logLevel,
          genReqId: (request, response) => {
            const id = (request.headers['x-request-id'] as string | undefined) ?? randomUUID();
            response.setHeader('X-Request-Id', id);
            return id;
          },
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          // Tracking and job codes are bearer secrets: they stay out of the logs.
          serializers: {
            req: (req: { url?: string }) => ({ ...req, url: redactCodes(req.url ?? '') }),
          },
          autoLogging: { ignore: (request) => request.url === '/api/health' },
        },
      }),
      CommonModule,
      MikroOrmModule.forRoot({ ...ormOptions(config.databaseUrl), registerRequestContext: true }),
      RedisModule,
      QueueModule,
      RealtimeModule,
      NotificationsModule,
      RequestsModule,
    ];
    const providers: NonNullable<ModuleMetadata['providers']> = [];

    if (role !== 'worker') {
      imports.push(
        ThrottlerModule.forRootAsync({
          inject: [REDIS],
          useFactory: (redis: Redis) => ({
            throttlers: [{ name: 'default', ttl: 60_000, limit: 300 }],
            storage: new ThrottlerStorageRedisService(redis),
          }),
        }),
        AdminAuthModule,
        PricingModule,
        PaymentsModule,
        DispatchModule,
        HttpInfraModule,
        ServeStaticModule.forRoot({
          rootPath: WEB_DIST,
          exclude: ['/api/{*path}', '/socket.io/{*path}'],
        }),
      );
      providers.push({ provide: APP_GUARD, useClass: ThrottlerGuard });
    }
    if (role !== 'api') {
      imports.push(NotificationsWorkerModule, RequestsWorkerModule);
    }
    return { module: AppModule, imports, providers };
  }
}
