import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { dropDatabase } from './support/database';
import { emptyRedisDb } from './support/redis';
import { TEST_ENV } from './test-env';

/** A fresh, migrated test database and an empty test Redis db for every run. */
export default async function globalSetup(): Promise<void> {
  await dropDatabase(TEST_ENV.DATABASE_URL);
  execFileSync(process.execPath, ['--import', 'tsx', join(__dirname, 'support', 'migrate-test-database.ts')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  await emptyRedisDb(TEST_ENV.REDIS_URL);
}
