import Redis from 'ioredis';
import { REDIS } from '../../src/infra/redis/redis.module';
import { useTestApp } from '../support/use-test-app';

describe('GET /api/health', () => {
  // Each test may cut one of the app's connections, so each gets its own app.
  const t = useTestApp({ appPerTest: true });

  it('answers 200 when PostgreSQL and Redis both answer', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', postgres: 'up', redis: 'up' });
  });

  it('answers 503 naming PostgreSQL when the database connection is gone', async () => {
    await t.orm.close(true);
    const response = await t.http().get('/api/health').expect(503);
    expect(response.body).toEqual({ status: 'unavailable', postgres: 'down', redis: 'up' });
  });

  it('answers 503 naming Redis when the Redis connection is gone', async () => {
    t.app.get<Redis>(REDIS).disconnect();
    const response = await t.http().get('/api/health').expect(503);
    expect(response.body).toEqual({ status: 'unavailable', postgres: 'up', redis: 'down' });
  });
});
