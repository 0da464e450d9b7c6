import { MikroORM } from '@mikro-orm/postgresql';
import { connectPostgres, ensureDatabase } from './ensure-database';
import { ormOptions } from './orm-options';

const MIGRATION_LOCK_ID = 72_410_001;

/** Creates the database if missing and applies pending migrations, one process at a time. */
export async function migrateDatabase(databaseUrl: string): Promise<string[]> {
  await ensureDatabase(databaseUrl);
  const lock = await connectPostgres(databaseUrl, databaseUrl);
  try {
    // api and worker processes may start together; the second waits, then finds nothing pending.
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const orm = await MikroORM.init(ormOptions(databaseUrl));
    try {
      const applied = await orm.getMigrator().up();
      return applied.map((migration) => migration.name);
    } finally {
      await orm.close(true);
    }
  } finally {
    await lock.end();
  }
}
