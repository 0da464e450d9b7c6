import { MikroOrmMiddleware } from '@mikro-orm/nestjs';
import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import type { RouteInfo } from '@nestjs/common/interfaces';

/**
 * The capability lookups (a tracking page's and a job page's read) go through RequestViewReader,
 * which reads a plain row and never touches an entity manager; they are the busiest routes there
 * are, so they skip forking one. Every other route gets its own request-scoped entity manager.
 */
const ROUTES_WITHOUT_ENTITY_MANAGER: RouteInfo[] = [
  { path: 'track/:trackingId', method: RequestMethod.GET },
  { path: 'jobs/:jobId', method: RequestMethod.GET },
];

@Module({})
export class OrmRequestContextModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(MikroOrmMiddleware)
      .exclude(...ROUTES_WITHOUT_ENTITY_MANAGER)
      .forRoutes({ path: '{*all}', method: RequestMethod.ALL });
  }
}
