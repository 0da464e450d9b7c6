// `npm run seed:insights -- --database postgres://postgres@127.0.0.1:5432/NAME [--requests 50000] [--seed 7] [--append]`:
// a year of requests on a demo install, for trying the owner's Insights. Migrates the database first
// (creating it if missing), refuses one that already has requests unless --append, then prints how the
// seeded pattern reads: night tows in Tarrant County against the same tows by day and everything else.
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { positiveInt } from './bench/cli-flags.mjs';
import { seededPattern } from './bench/insights-year-check.mjs';
import { seedInsightsYear } from './bench/insights-year.mjs';
import { requireBuilt } from './bench/scratch-install.mjs';

const { values: flags } = parseArgs({
  options: {
    database: { type: 'string' },
    requests: { type: 'string', default: '50000' },
    seed: { type: 'string', default: '7' },
    append: { type: 'boolean', default: false },
  },
});
if (!flags.database) {
  console.error('--database is required, e.g. --database postgres://postgres@127.0.0.1:5432/roadside_demo');
  process.exit(2);
}
const requests = positiveInt('requests', flags.requests);
const seed = positiveInt('seed', flags.seed, 0);

const { migrateDatabase } = requireBuilt('./infra/database/migrate');
const { retentionCutoff } = requireBuilt('./domain/link-expiry');

const started = Date.now();
try {
  const applied = await migrateDatabase(flags.database);
  console.log(applied.length ? `migrated: ${applied.length} migration(s) applied` : 'database already migrated');
  const summary = await seedInsightsYear({ databaseUrl: flags.database, requests, seed, append: flags.append, log: (line) => console.log(line) });
  const { written } = summary;
  console.log(
    `seeded ${summary.from} … ${summary.to} (seed ${seed}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${count(written.requests)} requests, ${count(written.offers)} offers, ${count(written.payments)} deposits, ` +
      `${count(written.ledger)} ledger rows, ${count(written.balances)} card balances, ${count(written.receipts)} receipts, ${count(written.texts)} texts; ` +
      `${summary.workingProviders} of ${summary.providers} providers worked the year, ${summary.accounts} business accounts`,
  );
  printPattern(await seededPattern(flags.database));
  console.log(
    `\nThe worker's daily cleanup deletes the completed requests finished before ${retentionCutoff(new Date()).toISOString().slice(0, 10)} ` +
      '(the two-month retention rule); Insights keep their figures from the archive it writes.',
  );
} catch (error) {
  console.error(`seed:insights failed: ${error.message}`);
  process.exit(1);
}

function printPattern(rows) {
  console.log('\nThe seeded pattern (from insight_requests):');
  console.log(`  ${'slice'.padEnd(38)} ${'requests'.padStart(8)}  ${'lost before payment'.padStart(19)}  ${'median wait paid → arrived'.padStart(26)}`);
  for (const row of rows) {
    const lost = `${(row.lost_before_payment * 100).toFixed(1)} %`;
    const wait = row.median_wait_minutes === null ? '–' : `${row.median_wait_minutes} min`;
    console.log(`  ${row.slice.padEnd(38)} ${count(row.requests).padStart(8)}  ${lost.padStart(19)}  ${wait.padStart(26)}`);
  }
}

function count(n) {
  return n.toLocaleString('en-US');
}
