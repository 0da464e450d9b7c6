import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/core';
import { join } from 'node:path';
import { ALL_ENTITIES } from './entities';

export function ormOptions(databaseUrl: string, debug = false) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl: databaseUrl,
    entities: ALL_ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    debug,
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    migrations: {
      path: join(__dirname, 'migrations'),
      pathTs: join(__dirname, 'migrations'),
      glob: '!(*.d).{js,ts}',
      snapshotName: '.snapshot',
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
    },
  });
}
