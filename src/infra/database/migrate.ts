import { MikroORM } from '@mikro-orm/postgresql';
import { ensureDatabase } from './ensure-database';
import { ormOptions } from './orm-options';

/** Creates the database if missing and applies pending migrations. */
export async function migrateDatabase(databaseUrl: string): Promise<string[]> {
  await ensureDatabase(databaseUrl);
  const orm = await MikroORM.init(ormOptions(databaseUrl));
  try {
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
