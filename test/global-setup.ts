import type { Config } from '@jest/types';
import { copyDatabase, dropDatabase, migrateTestDatabase } from './support/database';
import { emptyRedisDb } from './support/redis';
import { testEnvOf } from './test-env';

/** A fresh, migrated database and an empty Redis db for each of the run's workers. */
export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  const workers = Array.from({ length: globalConfig.maxWorkers }, (_, index) => testEnvOf(index + 1));
  const [first, ...others] = workers;
  await Promise.all(workers.map((env) => dropDatabase(env.DATABASE_URL)));
  migrateTestDatabase(first.DATABASE_URL);
  for (const env of others) await copyDatabase(first.DATABASE_URL, env.DATABASE_URL);
  await Promise.all(workers.map((env) => emptyRedisDb(env.REDIS_URL)));
}
