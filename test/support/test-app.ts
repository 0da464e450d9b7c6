import { MikroORM } from '@mikro-orm/postgresql';
import { MIKRO_ORM_MODULE_OPTIONS } from '@mikro-orm/nestjs';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Test } from '@nestjs/testing';
import { Logger } from 'nestjs-pino';
import { AddressInfo } from 'node:net';
import type { DestinationStream } from 'pino';
import { AppModule } from '../../src/app.module';
import { Clock, CLOCK } from '../../src/common/clock/clock';
import { AppConfig } from '../../src/config/app-config';
import { loadConfig } from '../../src/config/load-config';
import { configureHttpApp, createHttpAdapter, HTTP_APP_OPTIONS } from '../../src/http-app';
import { ormOptions } from '../../src/infra/database/orm-options';
import { TEST_ENV } from '../test-env';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** Base URL of the listening server, e.g. for socket.io clients. */
  url: string;
  orm: MikroORM;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** Captures the app's JSON log lines, its services' lines included, as the api process writes them. */
  logDestination?: DestinationStream;
  /** Also starts the worker role (queue processors, schedule keeper), for tests of queued work; otherwise the api role alone. */
  worker?: boolean;
  /** The ORM's pool in place of the app's own: how many connections it may hold, and how long a query waits for one. */
  databasePool?: { max: number; acquireTimeoutMillis: number };
}

/** One listening app; specs use `useTestApp`, this is for a second instance inside a test. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ ...TEST_ENV, ...options.env });
  let builder = Test.createTestingModule({
    imports: [AppModule.forRoot(config, options.worker ? 'all' : 'api', { logDestination: options.logDestination })],
  });
  if (options.clock) builder = builder.overrideProvider(CLOCK).useValue(options.clock);
  if (options.databasePool) {
    builder = builder
      .overrideProvider(MIKRO_ORM_MODULE_OPTIONS)
      .useValue({ ...ormOptions(config.databaseUrl), registerRequestContext: false, pool: { min: 0, ...options.databasePool } });
  }
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(config), { ...HTTP_APP_OPTIONS, logger: ['error'] });
  if (options.logDestination) app.useLogger(app.get(Logger));
  configureHttpApp(app, config);
  await app.listen(0, '127.0.0.1');
  stopTicks(app);
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    app,
    config,
    url: `http://127.0.0.1:${port}`,
    orm: app.get(MikroORM),
    close: () => app.close(),
  };
}

/**
 * Tests call a tick's method themselves: a real-time tick landing mid-test would act on state (or a
 * manual clock) the test is still arranging. The timers stop; the registry keeps their names, so a
 * test can check that a method it calls runs on a tick.
 */
function stopTicks(app: NestFastifyApplication): void {
  const ticks = app.get(SchedulerRegistry);
  for (const name of ticks.getIntervals()) clearInterval(ticks.getInterval(name));
}
