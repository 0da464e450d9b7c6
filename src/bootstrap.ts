import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { AppModule, type AppModuleOptions } from './app.module';
import { UnreachableDependencyError } from './common/errors/infrastructure-error';
import { AppConfig, ProcessRole } from './config/app-config';
import { ConfigError, loadConfig } from './config/load-config';
import { configureHttpApp, createHttpAdapter, HTTP_APP_OPTIONS } from './http-app';
import { migrateDatabase } from './infra/database/migrate';
import { drainHttp } from './infra/http/drain-http';
import { closeOnSignals } from './infra/lifecycle/close-on-signals';
import { collectProcessMetrics } from './infra/metrics/process-metrics';
import { assertRedisReachable } from './infra/redis/redis-connect';

/**
 * Loads config, checks that Redis and PostgreSQL answer, migrates, then starts the given role.
 * A bad setting or an unreachable dependency stops the process with one line naming the variable.
 */
export async function bootstrap(roleOverride?: ProcessRole): Promise<void> {
  try {
    await start(roleOverride);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof UnreachableDependencyError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function start(roleOverride?: ProcessRole): Promise<void> {
  const config = loadConfig();
  const role = roleOverride ?? config.processRole;
  await assertRedisReachable(config.redisUrl);
  await migrateDatabase(config.databaseUrl);
  collectProcessMetrics(role);

  if (role === 'worker') {
    const context = await createWorkerContext(config);
    closeOnSignals(context, context.get(Logger));
    return;
  }
  const app = await createApi(config, role);
  closeOnSignals(app, app.get(Logger), () => drainHttp(app));
  await app.listen(config.port, '0.0.0.0');
  app.get(Logger).log(`Listening on ${config.publicUrl} (port ${config.port}, role ${role})`);
}

/**
 * The api process (with the worker's modules too when its role is 'all'), configured and logging
 * through pino, not yet listening. The start-up test creates it the same way.
 */
export async function createApi(config: AppConfig, role: Exclude<ProcessRole, 'worker'>, options: AppModuleOptions = {}): Promise<NestFastifyApplication> {
  // abortOnError: false lets a failure at start reach bootstrap instead of aborting the process.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, role, options), createHttpAdapter(config), {
    ...HTTP_APP_OPTIONS,
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  configureHttpApp(app, config);
  return app;
}

/** The worker-only process: queues, ticks and processors, no HTTP. */
export async function createWorkerContext(config: AppConfig, options: AppModuleOptions = {}): Promise<INestApplicationContext> {
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config, 'worker', options), { bufferLogs: true, abortOnError: false });
  context.useLogger(context.get(Logger));
  return context;
}
