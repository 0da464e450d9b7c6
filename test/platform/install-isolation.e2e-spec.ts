import { EntityManager } from '@mikro-orm/postgresql';
import Redis from 'ioredis';
import { Socket } from 'socket.io-client';
import request from 'supertest';
import { APP_CONFIG, AppConfig } from '../../src/config/app-config';
import type { AdminRequestSummary, CustomerRequestView } from '../../src/contracts/request-views';
import { RequestEventsService } from '../../src/modules/request-core/request-events.service';
import { INTAKE_LIMIT_PER_MINUTE } from '../../src/modules/requests/customer-requests.controller';
import { adminCookie } from '../support/admin';
import { dropDatabase, migrateTestDatabase } from '../support/database';
import { aRequest } from '../support/factories';
import { resetRedisCounters } from '../support/redis';
import { anOnlineRequestBody } from '../support/request-bodies';
import { connectSocket, SocketOptions } from '../support/sockets';
import { createTestApp, TestApp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';
import { TEST_ENV } from '../test-env';

/** A second install: its own database (the derived INSTALL_KEY follows it), the same Redis server and db. */
const secondDatabaseUrl = () => `${TEST_ENV.DATABASE_URL}_install2`;

const jumpStart = (phoneLast4: string) => anOnlineRequestBody({ phone: `(214) 555-${phoneLast4}`, vehicleType: 'Pickup Truck' });

describe('Two installs sharing one Redis server', () => {
  const first = useTestApp();
  let second: TestApp;
  const secondSockets: Socket[] = [];
  const secondHttp = () => request(second.app.getHttpServer());
  const connectSecond = async (namespace: string, options: SocketOptions) => {
    const connection = await connectSocket(second.url, namespace, options);
    secondSockets.push(connection.socket);
    return connection;
  };

  beforeAll(async () => {
    await dropDatabase(secondDatabaseUrl());
    migrateTestDatabase(secondDatabaseUrl());
    second = await createTestApp({ env: { DATABASE_URL: secondDatabaseUrl() } });
  }, 60_000);

  beforeEach(() => resetRedisCounters(second.config.installKey));
  afterEach(() => secondSockets.splice(0).forEach((socket) => socket.close()));

  // Closing a whole second app (its workers finish their jobs first) and dropping its database takes as
  // long as making them did on a machine with a core kept busy.
  afterAll(async () => {
    await second?.close();
    if (second) await resetRedisCounters(second.config.installKey);
    await dropDatabase(secondDatabaseUrl());
  }, 60_000);

  it('derive different install keys from their databases', () => {
    expect(second.config.installKey).not.toBe(installKeyOf(first));
  });

  it("never show one install's new request on the other's dispatch board", async () => {
    const mine = await first.connect('/admin', { cookie: await first.adminCookie() });
    const theirs = await connectSecond('/admin', { cookie: await adminCookie(second.app) });
    expect([mine.error, theirs.error]).toEqual([null, null]);
    const seenByMine: AdminRequestSummary[] = [];
    const seenByTheirs: AdminRequestSummary[] = [];
    mine.socket.on('request.created', (summary: AdminRequestSummary) => seenByMine.push(summary));
    theirs.socket.on('request.created', (summary: AdminRequestSummary) => seenByTheirs.push(summary));

    const theirRequest = await secondHttp().post('/api/requests').send(jumpStart('0301')).expect(201);
    await waitFor(async () => seenByTheirs.length === 1);
    // Published after theirs reached Redis: once it has arrived, a leak of theirs would have too.
    const myRequest = await first.http().post('/api/requests').send(jumpStart('0302')).expect(201);
    await waitFor(async () => seenByMine.length >= 1);

    expect(seenByMine.map((summary) => summary.id)).toEqual([myRequest.body.id]);
    expect(seenByTheirs.map((summary) => summary.id)).toEqual([theirRequest.body.id]);
  });

  it("never reach one install's tracking page with the other's updates, even for the same code", async () => {
    const mine = await aRequest(first.em());
    const theirs = await aRequest(second.app.get(EntityManager).fork(), { customerTrackingId: mine.customerTrackingId });
    const myPage = await first.connect('/track', { auth: { trackingId: mine.customerTrackingId! } });
    const theirPage = await connectSecond('/track', { auth: { trackingId: mine.customerTrackingId! } });
    expect([myPage.error, theirPage.error]).toEqual([null, null]);
    const seenByMine: CustomerRequestView[] = [];
    const seenByTheirs: CustomerRequestView[] = [];
    myPage.socket.on('request.changed', (view: CustomerRequestView) => seenByMine.push(view));
    theirPage.socket.on('request.changed', (view: CustomerRequestView) => seenByTheirs.push(view));

    theirs.status = 'cancelled';
    second.app.get(RequestEventsService).changed(theirs);
    await waitFor(async () => seenByTheirs.length === 1);
    mine.status = 'admin_priced';
    first.app.get(RequestEventsService).changed(mine);
    await waitFor(async () => seenByMine.length >= 1);

    expect(seenByMine.map((view) => [view.id, view.status])).toEqual([[mine.id, 'admin_priced']]);
    expect(seenByTheirs.map((view) => [view.id, view.status])).toEqual([[theirs.id, 'cancelled']]);
  });

  it("keep every key in the install's own namespace: one install's limits and sessions are not the other's", async () => {
    const redis = new Redis(TEST_ENV.REDIS_URL);
    try {
      const before = new Set(await redis.keys('*'));

      // The other install's intake limit runs out...
      for (let attempt = 0; attempt < INTAKE_LIMIT_PER_MINUTE; attempt++) await secondHttp().post('/api/requests').send({}).expect(400);
      await secondHttp().post('/api/requests').send({}).expect(429);
      // ...this one's does not, and its session is unknown here.
      await first.http().post('/api/requests').send({}).expect(400);
      const theirCookie = await adminCookie(second.app);
      await first.http().get('/api/admin/session').set('Cookie', theirCookie).expect(401);
      await secondHttp().get('/api/admin/session').set('Cookie', theirCookie).expect(200);
      await first.http().get('/api/track/zzzzzzzz').expect(404);
      await secondHttp().get('/api/track/zzzzzzzz').expect(404);

      const created = (await redis.keys('*')).filter((key) => !before.has(key));
      const namespaces = [installKeyOf(first), second.config.installKey].map((key) => `${key}:`);
      expect(created.length).toBeGreaterThan(0);
      expect(created.filter((key) => !namespaces.some((namespace) => key.startsWith(namespace)))).toEqual([]);
      expect(created.some((key) => key.startsWith(`${second.config.installKey}:sess:`))).toBe(true);
    } finally {
      await redis.quit();
    }
  });
});

function installKeyOf(access: ReturnType<typeof useTestApp>): string {
  return access.app.get<AppConfig>(APP_CONFIG).installKey;
}
