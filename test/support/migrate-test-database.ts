// Run in its own process (migrateTestDatabase): MikroORM keeps its metadata on globalThis,
// which must not leak from Jest's outer realm into the test sandboxes.
import 'reflect-metadata';
import { migrateDatabase } from '../../src/infra/database/migrate';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('Name the database to migrate: migrate-test-database.ts postgres://…');

migrateDatabase(databaseUrl).then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
