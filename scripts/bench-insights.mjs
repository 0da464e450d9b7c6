// `npm run bench:insights`: the owner's insights charts against a year of data. Seeds --requests
// requests over the 365 days ending yesterday on a scratch install (scripts/bench/insights-year.mjs),
// starts the built api as its own process, signs in as the owner, then times each chart's endpoint
// one call at a time (a warm-up, then --calls calls over a mix of periods and filters) and, as the page
// asks, the six at once (--rounds rounds). Prints p50 / p95 / max per endpoint against p95 ≤ 300 ms,
// and the seeded pattern as the API reads it: night tows in Tarrant County against the same tows by day.
//
//   node scripts/bench-insights.mjs [--requests=50000] [--seed=7] [--calls=60] [--rounds=20] [--strict]
//
// Exits 1 when it cannot run, and on a missed target only with --strict.
import 'reflect-metadata';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_ADMIN, benchAppEnv } from './bench/app-env.mjs';
import { signIn } from './bench/app-fixtures.mjs';
import { positiveInt } from './bench/cli-flags.mjs';
import { seededPattern } from './bench/insights-year-check.mjs';
import { seedInsightsYear } from './bench/insights-year.mjs';
import { insightQueries, patternThroughApi } from './bench/insights-queries.mjs';
import { cpuByPid, cpuSpent, postgresBackendPids } from './bench/process-cpu.mjs';
import { assertPortFree, startServer, stopServer, waitUntilAnswering } from './bench/processes.mjs';
import { formatCount, formatMs, percentile, printResultTable } from './bench/result-table.mjs';
import { requireBuilt, ROOT, scratchInstall } from './bench/scratch-install.mjs';

const DATABASE = 'roadside_bench_insights';
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${DATABASE}`;
const REDIS_URL = 'redis://127.0.0.1:6379/12';
const PORT = 3230;
const BASE = `http://127.0.0.1:${PORT}`;
const TARGET_P95_MS = 300;
const WARMUP_CALLS = 5;
const ENDPOINTS = ['funnel', 'speed', 'promises', 'demand', 'money', 'providers'];

const { values: flags } = parseArgs({
  options: {
    requests: { type: 'string', default: '50000' },
    seed: { type: 'string', default: '7' },
    calls: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '20' },
    strict: { type: 'boolean', default: false },
  },
});
const requests = positiveInt('requests', flags.requests);
const seed = positiveInt('seed', flags.seed, 0);
const calls = positiveInt('calls', flags.calls, 60);
const rounds = positiveInt('rounds', flags.rounds);

if (!existsSync(join(ROOT, 'dist', 'main.js'))) {
  console.error('dist/main.js is missing: run `npm run bench:insights` (it builds first)');
  process.exit(2);
}
const { migrateDatabase } = requireBuilt('./infra/database/migrate');

console.log(`bench:insights  ${formatCount(requests)} requests over a year (seed ${seed})  ${calls} timed calls per endpoint after ${WARMUP_CALLS} warm-up  ${rounds} rounds of the six at once`);
console.log(`Machine: ${cpus().length} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, load average ${loadavgText()} at start`);

const install = scratchInstall({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL });
// The server's own cwd, so no .env of the repo is read and nothing it writes lands in the tree.
const serverCwd = mkdtempSync(join(tmpdir(), 'bench-insights-'));
let api = null;
process.once('exit', () => api && api.exitCode === null && api.signalCode === null && api.kill('SIGKILL'));
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

let passed = false;
let crashed = false;
try {
  await assertPortFree(PORT);
  await install.reset();
  await migrateDatabase(DATABASE_URL);
  const seeding = Date.now();
  const year = await seedInsightsYear({ databaseUrl: DATABASE_URL, requests, seed, log: (line) => console.log(line) });
  console.log(`seeded ${year.from} … ${year.to} in ${((Date.now() - seeding) / 1000).toFixed(1)} s: ${formatCount(year.written.requests)} requests, ${formatCount(year.written.offers)} offers, ${formatCount(year.written.texts)} texts`);

  api = startServer(join(ROOT, 'dist', 'main.js'), { env: { ...benchAppEnv({ port: PORT, databaseUrl: DATABASE_URL, redisUrl: REDIS_URL }), FILES_DIR: join(serverCwd, 'files') }, cwd: serverCwd });
  await waitUntilAnswering(`${BASE}/api/health`, api);
  const cookie = await signIn(BASE, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const get = timedGet(cookie);
  const queries = insightQueries(year);

  for (const endpoint of ENDPOINTS) {
    for (let i = 0; i < WARMUP_CALLS; i++) await get(endpoint, queries[i % queries.length]);
  }
  // The api's and its database sessions' CPU, which a busy machine does not inflate as it does the latencies.
  const serverCpu = () => cpuByPid([api.pid, ...postgresBackendPids(DATABASE)]);
  const sequential = {};
  const cpuMs = {};
  for (const endpoint of ENDPOINTS) {
    console.log(`timing GET /api/admin/insights/${endpoint} …`);
    sequential[endpoint] = [];
    for (let i = 0; i < calls; i++) {
      const query = queries[i % queries.length];
      const before = serverCpu();
      const ms = await get(endpoint, query);
      sequential[endpoint].push({ query, ms, cpuMs: cpuSpent(before, serverCpu()) * 1000 });
    }
    cpuMs[endpoint] = sequential[endpoint].reduce((sum, sample) => sum + sample.cpuMs, 0) / calls;
  }
  console.log(`timing ${rounds} rounds of the six at once …`);
  const parallel = { round: [], ...Object.fromEntries(ENDPOINTS.map((endpoint) => [endpoint, []])) };
  const roundsBefore = serverCpu();
  for (let round = 0; round < rounds; round++) {
    const query = queries[round % queries.length];
    const started = performance.now();
    const times = await Promise.all(ENDPOINTS.map((endpoint) => get(endpoint, query)));
    parallel.round.push({ query, ms: performance.now() - started });
    ENDPOINTS.forEach((endpoint, i) => parallel[endpoint].push({ query, ms: times[i] }));
  }
  cpuMs.round = (cpuSpent(roundsBefore, serverCpu()) * 1000) / rounds;
  if (api.exitCode !== null || api.signalCode !== null) throw new Error(`the api exited during the run:\n${api.stderrTail}`);

  printByQuery(sequential, parallel.round, queries);
  const timed = report(sequential, parallel, cpuMs);
  const pattern = await printPattern(get, year);
  passed = timed && pattern;
} catch (error) {
  crashed = true;
  console.error(`bench:insights failed: ${error.stack ?? error}`);
} finally {
  await stopServer(api);
  rmSync(serverCwd, { recursive: true, force: true });
}
process.exit(crashed || (flags.strict && !passed) ? 1 : 0);

/** GET of one endpoint with a query, timed from the request to the last byte of the answer; fails on anything but 200. */
function timedGet(cookie) {
  return async (endpoint, query, { json = false } = {}) => {
    const started = performance.now();
    const response = await fetch(`${BASE}/api/admin/insights/${endpoint}?${query.params}`, { headers: { cookie } });
    const body = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${endpoint}?${query.params} answered ${response.status}: ${body.slice(0, 300)}`);
    return json ? JSON.parse(body) : ms;
  };
}

function summary(samples) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
}

function figures({ p50, p95, max }) {
  return `${formatMs(p50)} / ${formatMs(p95)} / ${formatMs(max)}`;
}

function report(sequential, parallel, cpuMs) {
  const row = (label, samples, cpu) => {
    const s = summary(samples);
    return [label, `${figures(s)}  (CPU ${formatMs(cpu)})`, `p95 ≤ ${TARGET_P95_MS}`, s.p95 <= TARGET_P95_MS];
  };
  return printResultTable(`bench:insights  p50 / p95 / max ms, and the api's + database's CPU ms a call, over ${formatCount(requests)} requests`, [
    ...ENDPOINTS.map((endpoint) => row(`GET /api/admin/insights/${endpoint} (${calls} calls, one at a time)`, sequential[endpoint], cpuMs[endpoint])),
    ...ENDPOINTS.map((endpoint) => [`  ${endpoint} within the six at once`, figures(summary(parallel[endpoint]))]),
    // The target is each endpoint's; a whole page of six is reported, not judged.
    [`the six at once, until the last answers (${rounds} rounds)`, `${figures(summary(parallel.round))}  (CPU ${formatMs(cpuMs.round)})`],
    ['load average at end', loadavgText()],
  ]);
}

/** Each endpoint's median latency and mean CPU by query, one at a time: which period or filter costs what. */
function printByQuery(sequential, rounds, queries) {
  const width = Math.max(...queries.map((query) => query.label.length));
  const header = [...ENDPOINTS.map((endpoint) => endpoint.padStart(13)), 'six at once'.padStart(12)].join(' ');
  console.log(`\nby query: median ms one at a time (mean CPU ms of the api and database), and the six at once's median round\n  ${'query'.padEnd(width)}  ${header}`);
  for (const query of queries) {
    const cells = ENDPOINTS.map((endpoint) => {
      const samples = sequential[endpoint].filter((sample) => sample.query === query);
      const cpu = samples.reduce((sum, sample) => sum + sample.cpuMs, 0) / samples.length;
      return `${formatMs(summary(samples).p50)} (${formatMs(cpu)})`.padStart(13);
    });
    const round = rounds.filter((sample) => sample.query === query);
    cells.push((round.length ? formatMs(summary(round).p50) : '–').padStart(12));
    console.log(`  ${query.label.padEnd(width)}  ${cells.join(' ')}`);
  }
}

/** The seeded pattern as the funnel and speed endpoints show it, beside the database's own reading. */
async function printPattern(get, year) {
  const api = await patternThroughApi((endpoint, params) => get(endpoint, { params }, { json: true }), year);
  const percent = (share) => (share === null ? '–' : `${(share * 100).toFixed(1)} %`);
  const minutes = (seconds) => (seconds === null ? '–' : `${(seconds / 60).toFixed(1)} min`);
  const rows = api.dayparts.map(({ daypart, requests, lostShare, waitSeconds }) => [
    `Towing + Tarrant, ${daypart}: requests / lost before payment / median wait paid → arrived`,
    `${formatCount(requests)} / ${percent(lostShare)} / ${minutes(waitSeconds)}`,
  ]);
  rows.push([`all requests, whole year: lost before payment / median wait`, `${percent(api.all.lostShare)} / ${minutes(api.all.waitSeconds)}`]);
  const checks = api.days.map(({ daypart, lostShare, waitSeconds }) => [
    [`night's wait ÷ ${daypart}'s`, (api.night.waitSeconds / waitSeconds).toFixed(2), '≥ 1.6', api.night.waitSeconds / waitSeconds >= 1.6],
    [`night's lost share ÷ ${daypart}'s`, (api.night.lostShare / lostShare).toFixed(2), '≥ 1.6', api.night.lostShare / lostShare >= 1.6],
  ]);
  const held = printResultTable('the seeded pattern through the API (funnel and speed, whole year)', [...rows, ...checks.flat()]);
  console.log('\nthe same from the database (insight_requests):');
  for (const row of await seededPattern(DATABASE_URL)) {
    console.log(`  ${row.slice.padEnd(38)} ${formatCount(row.requests).padStart(7)} requests  ${percent(row.lost_before_payment).padStart(7)} lost before payment  ${String(row.median_wait_minutes).padStart(5)} min median wait`);
  }
  return held;
}

function loadavgText() {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}
