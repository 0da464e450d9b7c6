import Redis from 'ioredis';
import { Client } from 'pg';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { TEST_ENV } from './test-env';

/** A fresh, migrated test database and an empty test Redis db for every run. */
export default async function globalSetup(): Promise<void> {
  const url = new URL(TEST_ENV.DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.end();
  execFileSync(process.execPath, ['--import', 'tsx', join(__dirname, 'support', 'migrate-test-database.ts')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const redis = new Redis(TEST_ENV.REDIS_URL);
  await redis.flushdb();
  await redis.quit();
}
