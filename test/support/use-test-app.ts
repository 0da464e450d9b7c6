import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { Socket } from 'socket.io-client';
import request from 'supertest';
import { loadConfig } from '../../src/config/load-config';
import { TEST_ENV } from '../test-env';
import { adminCookie } from './admin';
import { resetDatabase } from './database';
import { ManualClock } from './manual-clock';
import { emptyQueues, resetRedisCounters } from './redis';
import { Connection, connectSocket, SocketOptions } from './sockets';
import { createTestApp, TestApp, type TestAppOptions } from './test-app';

export interface UseTestAppOptions {
  /** Extra environment; a function when it needs a stand-in started by an earlier `beforeAll`. */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Injected as the app's clock and put back to its start before each test. */
  clock?: ManualClock;
  /** `false` keeps the tables between tests, for a spec that reads what its own `beforeAll` stored. */
  resetDatabase?: boolean;
  /** A fresh app for every test, for tests that break the app they run against. */
  appPerTest?: boolean;
  /** Runs before each test after the standard resets, e.g. to make a stand-in forget what it received. */
  beforeEachTest?: () => void | Promise<void>;
  /** Receives the app's JSON log lines (set LOG_LEVEL in `env` to choose which). */
  logDestination?: DestinationStream;
  /** Runs the worker role too (queue processors, schedule keeper), for a file that tests queued work; the api role alone otherwise. */
  worker?: boolean;
  /** The ORM's pool in place of the app's own (see `TestAppOptions`). */
  databasePool?: TestAppOptions['databasePool'];
}

export interface TestAppAccess {
  readonly app: NestFastifyApplication;
  /** Base URL of the listening server. */
  readonly url: string;
  readonly orm: MikroORM;
  /** A supertest request against the app. */
  http(): ReturnType<typeof request>;
  /** A fresh EntityManager fork, so reads see what the app committed. */
  em(): EntityManager;
  /** The test admin's session cookie, signed in once per test. */
  adminCookie(): Promise<string>;
  /** A socket.io connection, closed when the test ends. */
  connect(namespace: string, options?: SocketOptions): Promise<Connection>;
}

/**
 * Starts the app for the enclosing `describe` and gives every test a clean slate: empty tables,
 * no rate-limit counters or sessions, the clock back at its start. Call it at the top of a `describe`.
 */
export function useTestApp(options: UseTestAppOptions & { clock: ManualClock }): TestAppAccess & { readonly clock: ManualClock };
export function useTestApp(options?: UseTestAppOptions): TestAppAccess;
export function useTestApp(options: UseTestAppOptions = {}): TestAppAccess & { readonly clock?: ManualClock } {
  let testApp: TestApp | null = null;
  let cookie: Promise<string> | null = null;
  const sockets: Socket[] = [];

  const running = (): TestApp => {
    if (!testApp) throw new Error('The test app runs only inside tests and hooks of the describe that uses it.');
    return testApp;
  };
  const start = async () => {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    if (options.worker) {
      const config = loadConfig({ ...TEST_ENV, ...env });
      await emptyQueues(config.redisUrl, config.installKey);
    }
    testApp = await createTestApp({ env, clock: options.clock, logDestination: options.logDestination, worker: options.worker, databasePool: options.databasePool });
  };
  const stop = async () => {
    await testApp?.close();
    testApp = null;
  };
  // A test that breaks its app (closes a connection on purpose) must not fail on the way out.
  const stopBroken = () => stop().catch(() => undefined);

  if (options.appPerTest) beforeEach(start);
  else beforeAll(start);

  beforeEach(async () => {
    cookie = null;
    if (options.resetDatabase !== false) await resetDatabase(running().orm);
    await resetRedisCounters();
    options.clock?.reset();
    await options.beforeEachTest?.();
  });

  afterEach(async () => {
    sockets.splice(0).forEach((socket) => socket.close());
    if (options.appPerTest) await stopBroken();
  });

  if (!options.appPerTest) afterAll(stop);

  return {
    get app() {
      return running().app;
    },
    get url() {
      return running().url;
    },
    get orm() {
      return running().orm;
    },
    clock: options.clock,
    http: () => request(running().app.getHttpServer()),
    em: () => running().app.get(EntityManager).fork(),
    adminCookie: () => (cookie ??= adminCookie(running().app)),
    connect: async (namespace, socketOptions) => {
      const connection = await connectSocket(running().url, namespace, socketOptions);
      sockets.push(connection.socket);
      return connection;
    },
  };
}
