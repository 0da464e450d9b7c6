import Redis from 'ioredis';
import request from 'supertest';
import { REDIS } from '../../src/infra/redis/redis.module';
import { aRequest } from '../support/factories';
import { ThrowawayRedis } from '../support/redis';
import { SERVICE_UNAVAILABLE } from '../support/request-bodies';
import { connectSocket } from '../support/sockets';
import { createTestApp, TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

describe('Capability lookups while Redis is away', () => {
  // A redis-server of this test's own, so killing it touches no other app.
  const redis = new ThrowawayRedis();
  let app: TestApp;
  const http = () => request(app.app.getHttpServer());

  beforeAll(async () => {
    await redis.start();
    app = await createTestApp({ env: { REDIS_URL: redis.url } });
  });

  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await redis.kill();
  });

  // Lookups skip the global throttle, so their own budget is the first thing to need Redis.
  it('answers 503 with Retry-After instead of 429 or 500, and answers again once Redis is back', async () => {
    const stored = await aRequest(app.orm.em.fork(), { providerJobId: 'JOBOUTAGE' });
    await http().get(`/api/track/${stored.customerTrackingId}`).expect(200);

    await redis.kill();
    await waitFor(async () => app.app.get<Redis>(REDIS).status === 'reconnecting');

    for (const path of [`/api/track/${stored.customerTrackingId}`, '/api/track/zzzzzzzz', '/api/jobs/JOBOUTAGE']) {
      const response = await http().get(path);
      expect([response.status, response.body, response.headers['retry-after']]).toEqual([503, SERVICE_UNAVAILABLE, '5']);
    }
    const live = await connectSocket(app.url, '/track', { auth: { trackingId: stored.customerTrackingId! } });
    live.socket.close();
    expect(live.error?.message).toBe('Live updates are unavailable right now. Please refresh the page.');

    await redis.start();
    await waitFor(async () => (await http().get(`/api/track/${stored.customerTrackingId}`)).status === 200);
    await http().get('/api/track/zzzzzzzz').expect(404);
  }, 60_000);
});
