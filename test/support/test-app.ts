import { MikroORM } from '@mikro-orm/postgresql';
import { MIKRO_ORM_MODULE_OPTIONS } from '@mikro-orm/nestjs';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { Logger } from 'nestjs-pino';
import { AddressInfo } from 'node:net';
import type { DestinationStream } from 'pino';
import { AppModule } from '../../src/app.module';
import { Clock, CLOCK } from '../../src/common/clock/clock';
import { AppConfig } from '../../src/config/app-config';
import { loadConfig } from '../../src/config/load-config';
import { ArrivalWatchTicker } from '../../src/modules/dispatch/arrival/arrival-watch.ticker';
import { OfferSweepTicker } from '../../src/modules/dispatch/offers/offer-sweep.ticker';
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
  /** The ORM's pool in place of the app's own: how many connections it may hold, and how long a query waits for one. */
  databasePool?: { max: number; acquireTimeoutMillis: number };
}

/** One listening app; specs use `useTestApp`, this is for a second instance inside a test. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ ...TEST_ENV, ...options.env });
  let builder = Test.createTestingModule({
    imports: [AppModule.forRoot(config, config.processRole, { logDestination: options.logDestination })],
  });
  if (options.clock) {
    // Under a manual clock the specs run the watches themselves; a real-time tick landing mid-test would judge a clock they are still moving.
    builder = builder.overrideProvider(CLOCK).useValue(options.clock).overrideProvider(ArrivalWatchTicker).useValue({}).overrideProvider(OfferSweepTicker).useValue({});
  }
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
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    app,
    config,
    url: `http://127.0.0.1:${port}`,
    orm: app.get(MikroORM),
    close: () => app.close(),
  };
}
