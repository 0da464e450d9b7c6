import { tmpdir } from 'node:os';
import { join } from 'node:path';

// TEST_DB_SUFFIX and TEST_REDIS_DB let two suites run side by side on one machine.
const suffix = process.env.TEST_DB_SUFFIX ?? '';
const redisDb = process.env.TEST_REDIS_DB ?? '1';

/** The environment every integration test starts from (its own database and Redis db). */
export const TEST_ENV = {
  NODE_ENV: 'test',
  PORT: '3999',
  PUBLIC_URL: 'http://127.0.0.1:3999',
  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/roadside_test${suffix}`,
  REDIS_URL: `redis://127.0.0.1:6379/${redisDb}`,
  SESSION_SECRET: 'integration-test-session-secret-0123456789',
  ADMIN_EMAIL: 'dispatch@example.com',
  ADMIN_PASSWORD: 'correct-horse-battery',
  SUPPORT_PHONE: '+12145550123',
  LOG_LEVEL: 'error',
  // Stored files go to the machine's temporary folder, never into the checkout.
  FILES_DIR: join(tmpdir(), `roadside-test-files${suffix}`),
};
