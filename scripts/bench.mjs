// `npm run bench`: the hot paths of the built app in production mode under autocannon (50 connections,
// a warm-up, then BENCH_SECONDS of measurement per path, the load generator in a process of its own),
// beside ceilings measured in the same run on the same machine: `pgbench -S` against the same
// PostgreSQL, and a bare Node `http` + `pg` server doing the tracking lookup's query and writing an
// intake's rows. The app's api and its worker run as two processes. Prints a table of requests/s,
// latency percentiles, errors and each process's CPU per request, then whether the tracking lookup and
// the server-rendered tracking page hold their targets, and the writes' CPU.
//
//   BENCH_SECONDS=3 node scripts/bench.mjs     (npm run bench builds first; default 10 s per path)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BENCH_ADMIN, benchAppEnv } from './bench/app-env.mjs';
import { assignedJob, requestsAwaitingPrice, signIn } from './bench/app-fixtures.mjs';
import { pgbenchSelectTps } from './bench/pgbench-ceiling.mjs';
import { assertPortFree, runLoad, startServer, stopServer, waitUntilAnswering } from './bench/processes.mjs';
import { renderTable, trackingPageVerdict, trackingVerdict, writesSummary } from './bench/report.mjs';
import { requireBuilt, scratchInstall } from './bench/scratch-install.mjs';
import { startWorker } from './bench/worker-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
if (!(seconds >= 1)) throw new Error(`BENCH_SECONDS must be a number of seconds, 1 or more (got "${process.env.BENCH_SECONDS}")`);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 50;
/** The app's pool (src/infra/database/orm-options.ts); the bare server gets the same. */
const APP_POOL_SIZE = 10;
const JOBS = 5;
/** Requests waiting for a price, per second of load: far above what one process sets, so none runs out. */
const PRICE_TARGETS_PER_SECOND = 2_000;
/** Each load gets its own block of client addresses, so no per-address budget carries over between paths. */
const ADDRESSES_PER_LOAD = 1 << 22;
/** The bare intake's numbers, far from the app intake's, in case a rule ever looks at earlier requests. */
const BARE_PHONES_START = 4_000_000;


const port = 3200;
const barePort = 3201;
const base = `http://127.0.0.1:${port}`;
const bareBase = `http://127.0.0.1:${barePort}`;
const postgresServer = 'postgres://postgres@127.0.0.1:5432';
const databaseUrl = `${postgresServer}/roadside_bench`;
const admin = BENCH_ADMIN;
const appEnv = benchAppEnv({ port, databaseUrl, redisUrl: 'redis://127.0.0.1:6379/4' });

for (const built of ['dist/main.js', 'web/dist/index.html']) {
  if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first (\`npm run bench\` does)`);
}

const serverCwd = mkdtempSync(join(tmpdir(), 'roadside-bench-'));
let app = null;
let worker = null;
let bare = null;
async function cleanUp() {
  await Promise.all([stopServer(bare), stopServer(app), worker?.stop()]);
  rmSync(serverCwd, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));
}

let loads = 0;
/**
 * Runs one load on `path` of `server` and fails when the server did not live through it. `row`: the
 * ceiling its requests/s is compared with (`baseline`, a key of `ceilings`) and whether it is a write.
 */
async function measured(label, server, url, path, extra = {}, row = {}) {
  const result = await runLoad({
    url,
    path,
    connections: CONNECTIONS,
    seconds,
    warmupSeconds: WARMUP_SECONDS,
    addressStart: loads++ * ADDRESSES_PER_LOAD,
    serverPid: server.pid,
    workerPid: server === app ? worker.child.pid : undefined,
    ...extra,
  });
  if (server.exitCode !== null || server.signalCode !== null) {
    throw new Error(`the server under test exited (${server.exitCode ?? server.signalCode}) during ${label}:\n${server.stderrTail}`);
  }
  return { label, result, ...row };
}

const startLoad = loadavg()[0];
console.log(`Machine: ${cpus().length} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, load average ${loadavgText()} at start`);
console.log(`Load: autocannon, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${seconds} s measured per path, in its own process`);

/** Rows measured so far, printed even when a later step fails. */
const rows = [];
const ceilings = { bare: null, bareWrite: null, pgbench: null };
let priceTargetCount = 0;
try {
  await assertPortFree(port);
  await assertPortFree(barePort);

  app = startServer(join(root, 'scripts', 'e2e-server.mjs'), { env: appEnv, cwd: serverCwd });
  await waitUntilAnswering(`${base}/api/health`, app);
  const { QUEUES } = requireBuilt('./infra/queue/queue-catalogue');
  worker = await startWorker({
    env: { ...appEnv, PROCESS_ROLE: 'worker' },
    install: scratchInstall({ databaseUrl, redisUrl: appEnv.REDIS_URL }),
    queueName: QUEUES.sms,
  });
  console.log(`PostgreSQL ${await postgresVersion()}`);

  const cookie = await signIn(base, admin.email, admin.password);
  const jobs = [];
  for (let index = 0; index < JOBS; index++) jobs.push(await assignedJob(base, cookie, index));
  const codes = jobs.map((job) => job.trackingId);
  const priceTargets = await requestsAwaitingPrice(databaseUrl, PRICE_TARGETS_PER_SECOND * (seconds + WARMUP_SECONDS));
  priceTargetCount = priceTargets.length;

  console.log('Measuring pgbench -S ...');
  // Without this ceiling the table still stands; its column stays empty.
  ceilings.pgbench = await pgbenchSelectTps({
    serverUrl: postgresServer,
    database: 'roadside_pgbench',
    connections: CONNECTIONS,
    seconds,
    warmupSeconds: WARMUP_SECONDS,
  }).catch((error) => {
    console.log(`pgbench -S could not be measured: ${error.message}`);
    return null;
  });

  console.log('Measuring the bare node http + pg lookup and intake write ...');
  bare = startServer(join(root, 'scripts', 'bench', 'bare-floor-server.mjs'), {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(barePort), POOL_SIZE: String(APP_POOL_SIZE) },
  });
  await waitUntilAnswering(`${bareBase}/track/${codes[0]}`, bare);
  const bareRow = await measured('bare node http + pg: same lookup', bare, bareBase, 'bare', { codes }, { baseline: 'bare' });
  rows.push(bareRow);
  ceilings.bare = bareRow.result;
  const bareWriteRow = await measured('bare node http + pg: same intake rows', bare, bareBase, 'bare-intake', { phoneStart: BARE_PHONES_START }, { baseline: 'bareWrite' });
  rows.push(bareWriteRow);
  ceilings.bareWrite = bareWriteRow.result;
  await stopServer(bare);
  await forgetBareWrites();
  bare = null;

  // The price-set writes other rows than the bare write: it has no ceiling of its own.
  const paths = [
    ['GET /api/health', 'health', {}, { baseline: 'bare' }],
    ['GET /api/track/:trackingId', 'track', { codes }, { baseline: 'bare' }],
    ['GET /track/:trackingId (the page, rendered)', 'track-page', { codes }, { baseline: 'bare' }],
    ['GET /api/jobs/:jobId', 'job', { jobIds: jobs.map((job) => job.jobId) }, { baseline: 'bare' }],
    ['POST /api/requests', 'intake', { phoneStart: 0 }, { baseline: 'bareWrite', write: true }],
    ['POST /api/admin/requests/:id/price', 'price', { requestIds: priceTargets, cookie }, { write: true }],
  ];
  for (const [label, path, extra, row] of paths) {
    await textsSent();
    console.log(`Measuring ${label} ...`);
    rows.push(await measured(label, app, base, path, extra, row));
  }
} catch (error) {
  process.exitCode = 1;
  console.error(`bench failed: ${error.stack ?? error}`);
} finally {
  await cleanUp();
}
report();

function report() {
  if (rows.length === 0) return;
  console.log('');
  console.log(renderTable(rows, ceilings));
  console.log('');
  const tracking = rows.find((row) => row.label.startsWith('GET /api/track'));
  if (tracking) console.log(trackingVerdict(tracking.result, ceilings.bare));
  const trackingPage = rows.find((row) => row.label.startsWith('GET /track/'));
  if (tracking && trackingPage) console.log(trackingPageVerdict(trackingPage.result, tracking.result));
  const writes = rows.filter((row) => row.write);
  if (writes.length) console.log(writesSummary(writes));
  if (rows.some((row) => row.result.poolExhausted)) {
    console.log('Price-set ran out of requests awaiting a price: its last ones were sent twice and refused.');
  }
  const busiest = Math.max(startLoad, loadavg()[0]);
  if (busiest > cpus().length) {
    console.log(`The machine was busy with other work (load average up to ${busiest.toFixed(1)} on ${cpus().length} CPUs): these figures undersell the app.`);
  }
  console.log(
    [
      `Notes: server = dist/main.js with PROCESS_ROLE=api, beside dist/worker.js (PROCESS_ROLE=worker), NODE_ENV=production, pool ${APP_POOL_SIZE}, log level warn.`,
      `Every request comes from its own X-Forwarded-For address; every intake names its own phone number and`,
      `Idempotency-Key, so the per-address and per-number caps stay at their defaults and refuse nothing.`,
      `Lookups rotate over ${JOBS} assigned jobs made through the API; price-sets each take one of ${priceTargetCount.toLocaleString('en-US')}`,
      `requests inserted by SQL beforehand. Requests ask for gzip, like a browser. "server CPU": the server process's`,
      `CPU time in the measured window, 100 % = one core (its GC and gzip threads count too), and per answered request;`,
      `"worker CPU": the worker process's in the same window (the texts the writes queue), per answered request.`,
      `Load average at end: ${loadavgText()}.`,
    ].join('\n'),
  );
}

function loadavgText() {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

async function postgresVersion() {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query('show server_version')).rows[0].server_version;
  } finally {
    await db.end();
  }
}

/**
 * The bare server's requests and texts go before the app is measured: its texts would otherwise wait
 * as queued, for the app's sweep to hand them to the app's worker in the middle of a later path. Its
 * numbers are stored as typed, which the app never does, so they are told apart by that.
 */
async function forgetBareWrites() {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // Their keys go with them (on delete cascade); texts outlive a request (set null), so they go first.
    const bare = `phone like '(%'`;
    await db.query(`delete from sms_messages where request_id in (select id from customer_requests where ${bare})`);
    await db.query(`delete from customer_requests where ${bare}`);
  } finally {
    await db.end();
  }
}

/**
 * Waits a while for the worker to send what the previous load queued, so its texts weigh as little
 * as they can on the next path; a rate-limited sender may take longer, and the count is printed.
 */
async function textsSent(timeoutSeconds = 20) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const deadline = Date.now() + timeoutSeconds * 1000;
    for (;;) {
      const { rows } = await db.query(`select count(*)::int as n from sms_messages where status in ('queued', 'sending')`);
      if (rows[0].n === 0) return;
      if (Date.now() > deadline) {
        console.log(`(${rows[0].n} texts still being sent after ${timeoutSeconds} s; measuring anyway)`);
        return;
      }
      await sleep(500);
    }
  } finally {
    await db.end();
  }
}
