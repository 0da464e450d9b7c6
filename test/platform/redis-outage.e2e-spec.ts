import { LoggerService } from '@nestjs/common';
import Redis from 'ioredis';
import request from 'supertest';
import { REDIS } from '../../src/infra/redis/redis.module';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { adminCookie } from '../support/admin';
import { ThrowawayRedis } from '../support/redis';
import { anOnlineRequestBody, SERVICE_UNAVAILABLE } from '../support/request-bodies';
import { createTestApp, TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';
import { TEST_ENV } from '../test-env';

const jumpStart = (phoneLast4: string) => anOnlineRequestBody({ phone: `(214) 555-${phoneLast4}`, vehicleType: 'Pickup Truck' });

interface LogLine {
  level: string;
  message: unknown;
  context: unknown;
}

/** Keeps what the app logs through Nest's Logger, to count lines per outage. */
class CapturedLogs implements LoggerService {
  readonly lines: LogLine[] = [];
  log = (message: unknown, context?: unknown) => this.lines.push({ level: 'log', message, context });
  warn = (message: unknown, context?: unknown) => this.lines.push({ level: 'warn', message, context });
  error = (message: unknown, ...rest: unknown[]) => this.lines.push({ level: 'error', message, context: rest.at(-1) });
  debug = () => undefined;
  verbose = () => undefined;

  fromRedis(level: string): unknown[] {
    return this.lines.filter((line) => line.context === 'Redis' && line.level === level).map((line) => line.message);
  }
}

describe('Redis going away while the app runs', () => {
  // A redis-server of this test's own, so killing it touches no other app.
  const redis = new ThrowawayRedis();
  const logs = new CapturedLogs();
  let app: TestApp;
  let consoleErrors: jest.SpyInstance;
  const http = () => request(app.app.getHttpServer());

  beforeAll(async () => {
    await redis.start();
    app = await createTestApp({ env: { REDIS_URL: redis.url }, worker: true });
    app.app.useLogger(logs);
  });

  afterAll(async () => {
    consoleErrors?.mockRestore();
    await app?.close().catch(() => undefined);
    await redis.kill();
  });

  it('answers 503 with Retry-After, logs the outage once, and recovers by itself when Redis is back', async () => {
    const cookie = await adminCookie(app.app);
    consoleErrors = jest.spyOn(console, 'error');

    await redis.kill();
    // Long enough for the reconnect attempts to fail a few times, none of which may be logged.
    await waitFor(async () => (app.app.get<Redis>(REDIS) as unknown as { retryAttempts: number }).retryAttempts >= 3);

    const intake = await http().post('/api/requests').send(jumpStart('0101'));
    expect([intake.status, intake.body, intake.headers['retry-after']]).toEqual([503, SERVICE_UNAVAILABLE, '5']);
    const signIn = await http().post('/api/admin/session').send({ email: TEST_ENV.ADMIN_EMAIL, password: TEST_ENV.ADMIN_PASSWORD });
    expect([signIn.status, signIn.body, signIn.headers['retry-after']]).toEqual([503, SERVICE_UNAVAILABLE, '5']);
    // A signed-in admin's session lives in Redis too.
    const board = await http().get('/api/admin/requests').set('Cookie', cookie);
    expect([board.status, board.body, board.headers['retry-after']]).toEqual([503, SERVICE_UNAVAILABLE, '5']);

    await redis.start();

    const recovered = await waitFor(async () => {
      const response = await http().post('/api/requests').send(jumpStart('0102'));
      return response.status === 201 ? response : null;
    });
    await http().post('/api/admin/session').send({ email: TEST_ENV.ADMIN_EMAIL, password: TEST_ENV.ADMIN_PASSWORD }).expect(200);
    // The worker takes jobs again too (BullMQ retries its loop every 15 s): the new request's text goes out.
    await waitFor(async () => {
      const texts = await app.orm.em.fork().find(SmsMessage, { request: recovered.body.id });
      return texts.length > 0 && texts.every((text) => text.status === 'sent');
    }, 40_000);

    await waitFor(async () => logs.fromRedis('log').length > 0);

    expect(logs.fromRedis('warn')).toEqual([
      expect.objectContaining({ msg: expect.stringContaining('Redis is unreachable'), redis: `127.0.0.1:${new URL(redis.url).port}` }),
    ]);
    expect(logs.fromRedis('log')).toEqual([expect.objectContaining({ msg: 'Redis is reachable again' })]);
    expect(logs.lines.filter((line) => line.level === 'error')).toEqual([]);
    // Neither ioredis nor BullMQ print their retries on their own.
    expect(consoleErrors).not.toHaveBeenCalled();
  }, 90_000);

  it('stops without waiting for Redis to come back', async () => {
    const stopping = await createTestApp({ env: { REDIS_URL: redis.url }, worker: true });
    await redis.kill();
    await waitFor(async () => stopping.app.get<Redis>(REDIS).status === 'reconnecting');
    // Workers would otherwise wait for Redis forever to hand back their jobs.
    await stopping.close();
    await redis.start();
  });
});
