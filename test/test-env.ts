import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The environment an integration test file starts from: its Jest worker's own database and Redis db,
 * so files run side by side. TEST_DB_SUFFIX and TEST_REDIS_DB move a whole run, so two runs can
 * share one machine; worker 1 keeps the run's own names. A run takes TEST_REDIS_DB and the next db for
 * its second worker (jest.int.config.js's maxWorkers), so a second run moves by two or more.
 */
export function testEnvOf(worker: number) {
  const suffix = `${process.env.TEST_DB_SUFFIX ?? ''}${worker > 1 ? `_w${worker}` : ''}`;
  const redisDb = Number(process.env.TEST_REDIS_DB ?? 1) + worker - 1;
  return {
    NODE_ENV: 'test',
    PORT: '3999',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/roadside_test${suffix}`,
    REDIS_URL: `redis://127.0.0.1:6379/${redisDb}`,
    SESSION_SECRET: 'integration-test-session-secret-0123456789',
    ADMIN_EMAIL: 'dispatch@example.com',
    ADMIN_PASSWORD: 'correct-horse-battery',
    // The shared first owner signs in with the password alone; test/staff/second-factor-required covers 'required'.
    STAFF_SECOND_FACTOR: 'optional',
    SUPPORT_PHONE: '+12145550123',
    LOG_LEVEL: 'error',
    // Stored files go to the machine's temporary folder, never into the checkout.
    FILES_DIR: join(tmpdir(), `roadside-test-files${suffix}`),
  };
}

/** This Jest worker's environment (outside a worker, the first one's). */
export const TEST_ENV = testEnvOf(Number(process.env.JEST_WORKER_ID ?? 1));
