import { Module } from '@nestjs/common';

/**
 * No route gets a request-scoped EntityManager (MikroOrmMiddleware): every service method forks its
 * own or works in its transaction's (docs/architecture.md), so nothing reads a request context, and
 * the middleware cost each request a fork and a context to carry for nothing. Empty until the app
 * module stops importing it.
 */
@Module({})
export class OrmRequestContextModule {}
