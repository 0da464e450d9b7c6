import type { Config } from 'jest';
import { copyDatabase, dropDatabase, migrateTestDatabase } from './support/database';
import { emptyRedisDb } from './support/redis';
import { testEnvOf } from './test-env';

/** A fresh, migrated database and an empty Redis db for each of the run's workers. */
export default async function globalSetup(globalConfig: Config): Promise<void> {
  const workers = Array.from({ length: Number(globalConfig.maxWorkers ?? 1) }, (_, index) => testEnvOf(index + 1));
  const [first, ...others] = workers;
  await Promise.all(workers.map((env) => dropDatabase(env.DATABASE_URL)));
  migrateTestDatabase(first.DATABASE_URL);
  for (const env of others) await copyDatabase(first.DATABASE_URL, env.DATABASE_URL);
  await Promise.all(workers.map((env) => emptyRedisDb(env.REDIS_URL)));
}
