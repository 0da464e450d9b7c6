import request from 'supertest';
import Redis from 'ioredis';
import { REDIS } from '../../src/infra/redis/redis.module';
import { createTestApp, TestApp } from '../support/test-app';

describe('GET /api/health', () => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await createTestApp();
  });

  afterEach(async () => {
    await testApp.close().catch(() => undefined);
  });

  it('answers 200 when PostgreSQL and Redis both answer', async () => {
    const response = await request(testApp.app.getHttpServer()).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', postgres: 'up', redis: 'up' });
  });

  it('answers 503 naming PostgreSQL when the database connection is gone', async () => {
    await testApp.orm.close(true);
    const response = await request(testApp.app.getHttpServer()).get('/api/health').expect(503);
    expect(response.body).toEqual({ status: 'unavailable', postgres: 'down', redis: 'up' });
  });

  it('answers 503 naming Redis when the Redis connection is gone', async () => {
    testApp.app.get<Redis>(REDIS).disconnect();
    const response = await request(testApp.app.getHttpServer()).get('/api/health').expect(503);
    expect(response.body).toEqual({ status: 'unavailable', postgres: 'up', redis: 'down' });
  });
});
