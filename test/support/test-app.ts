import { MikroORM } from '@mikro-orm/postgresql';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { AddressInfo } from 'node:net';
import { AppModule } from '../../src/app.module';
import { Clock, CLOCK } from '../../src/common/clock/clock';
import { AppConfig } from '../../src/config/app-config';
import { loadConfig } from '../../src/config/load-config';
import { configureHttpApp } from '../../src/http-app';
import { TEST_ENV } from '../test-env';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** Base URL of the listening server, e.g. for socket.io clients. */
  url: string;
  orm: MikroORM;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ ...TEST_ENV, ...options.env });
  let builder = Test.createTestingModule({ imports: [AppModule.forRoot(config)] });
  if (options.clock) builder = builder.overrideProvider(CLOCK).useValue(options.clock);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ rawBody: true, logger: ['error'] });
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

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  constructor(private current: Date = new Date('2026-11-23T12:00:00Z')) {}

  now(): Date {
    return new Date(this.current);
  }

  set(date: Date): void {
    this.current = date;
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
