// Run in its own process by the global setup: MikroORM keeps its metadata on globalThis,
// which must not leak from Jest's outer realm into the test sandboxes.
import 'reflect-metadata';
import { migrateDatabase } from '../../src/infra/database/migrate';
import { TEST_ENV } from '../test-env';

migrateDatabase(TEST_ENV.DATABASE_URL).then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
