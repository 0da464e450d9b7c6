// A paired run of one change on the lookup path: two built api trees, A and B, that differ only in
// that change, both started on one scratch install and loaded in turn, A, B, A, B…, each under the same
// load as `npm run bench` (autocannon in a process of its own, 50 connections) on the tracking and job
// lookups. Prints every run, then each pair's difference and the pairs' median. Compare within a pair
// only: the machine is shared, so the absolute figures move from one pair to the next; short runs and
// many pairs let other work fall on both sides alike.
//
//   node scripts/bench/paired-lookups.mjs --a=DIR --b=DIR [--pairs=2] [--seconds=10] [--warmup=3] [--paths=track,job]
//
// --warmup: seconds of unmeasured load on each server and path before the first pair.
//
// DIR holds a built api in DIR/dist: a copy of one `npm run build:api`'s dist, and in B's the one file
// the change is in replaced by its other build, e.g.
//   cp -r dist /tmp/with/dist && cp -r dist /tmp/without/dist
//   (edit the source to the other form) && npx tsc -p tsconfig.build.json --outDir /tmp/other-build
//   cp /tmp/other-build/modules/request-core/request-view.reader.js /tmp/without/dist/modules/request-core/
// The script links node_modules and web/ beside each dist when they are missing, and prints the
// compiled files in which A and B differ, so a pair is seen to swap the one change and nothing else.
//
// Per run: requests/s, latency, and CPU per answered lookup of the api process, of the PostgreSQL
// backends serving the bench database, and of Redis (which other work on the machine may use too).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Redis from 'ioredis';
import { BENCH_ADMIN, benchAppEnv } from './app-env.mjs';
import { assignedJob, signIn } from './app-fixtures.mjs';
import { positiveInt } from './cli-flags.mjs';
import { assertPortFree, runLoad, startServer, stopServer, waitUntilAnswering } from './processes.mjs';
import { ROOT, scratchInstall } from './scratch-install.mjs';

const { values: flags } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    pairs: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    paths: { type: 'string', default: 'track,job' },
  },
});
if (!flags.a || !flags.b) {
  console.error('--a=DIR and --b=DIR are required: each a directory with a built api in DIR/dist');
  process.exit(2);
}
const pairs = positiveInt('pairs', flags.pairs);
const seconds = positiveInt('seconds', flags.seconds);
const warmupSeconds = positiveInt('warmup', flags.warmup);
const paths = flags.paths.split(',').filter(Boolean);
for (const path of paths) {
  if (path !== 'track' && path !== 'job') {
    console.error(`--paths takes track and job (got "${path}")`);
    process.exit(2);
  }
}

const CONNECTIONS = 50;
const JOBS = 5;
/** Each load gets its own block of client addresses, so no per-address budget carries over between runs. */
const ADDRESSES_PER_LOAD = 1 << 22;
const database = 'roadside_bench_paired';
const databaseUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
const redisUrl = 'redis://127.0.0.1:6379/4';

const variants = [
  { name: 'A', root: resolve(flags.a), port: 3210 },
  { name: 'B', root: resolve(flags.b), port: 3211 },
].map((variant) => ({ ...variant, base: `http://127.0.0.1:${variant.port}`, server: null }));
for (const variant of variants) prepareTree(variant.root);
const differing = differingFiles(join(variants[0].root, 'dist'), join(variants[1].root, 'dist'));
console.log(`A: ${variants[0].root}\nB: ${variants[1].root}`);
console.log(`Compiled files that differ: ${differing.length ? differing.join(', ') : 'none'}`);
console.log(`Machine: ${cpus().length} CPUs, Node ${process.version}, load average ${loadavgText()} at start`);
console.log(
  `Load: autocannon, ${CONNECTIONS} connections, ${warmupSeconds} s warm-up per server and path, ` +
    `then ${seconds} s measured per run, in its own process`,
);

const serverCwd = mkdtempSync(join(tmpdir(), 'roadside-paired-'));
const stopAll = () => Promise.all(variants.map((variant) => stopServer(variant.server)));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () =>
    stopAll().finally(() => {
      rmSync(serverCwd, { recursive: true, force: true });
      process.exit(130);
    }),
  );
}

const runs = [];
try {
  for (const variant of variants) await assertPortFree(variant.port);
  await scratchInstall({ databaseUrl, redisUrl }).reset();
  const redisPid = await redisProcessId();
  const start = (variant) => {
    variant.server = startServer(join(variant.root, 'dist', 'main.js'), { env: benchAppEnv({ port: variant.port, databaseUrl, redisUrl }), cwd: serverCwd });
    return waitUntilAnswering(`${variant.base}/api/health`, variant.server);
  };
  // A migrates the scratch database and takes the fixtures, then both start afresh, so neither
  // process is measured with more behind it than the other.
  await start(variants[0]);
  const fixtures = await makeFixtures(variants[0].base);
  await stopServer(variants[0].server);
  for (const variant of variants) await start(variant);
  let loads = 0;
  const load = (variant, path, measuredSeconds, warmup) =>
    runLoad({
      url: variant.base,
      path,
      connections: CONNECTIONS,
      seconds: measuredSeconds,
      warmupSeconds: warmup,
      addressStart: loads++ * ADDRESSES_PER_LOAD,
      serverPid: variant.server.pid,
      postgresDatabase: database,
      redisPid,
      ...(path === 'track' ? { codes: fixtures.codes } : { jobIds: fixtures.jobIds }),
    });
  // Both servers' code is warmed up (compiled by V8) before anything is measured.
  for (const variant of variants) for (const path of paths) await load(variant, path, warmupSeconds, 1);
  for (let pair = 1; pair <= pairs; pair++) {
    for (const path of paths) {
      for (const variant of variants) {
        const loadBefore = loadavg()[0];
        const result = await load(variant, path, seconds, 1);
        const { server } = variant;
        if (server.exitCode !== null || server.signalCode !== null) throw new Error(`variant ${variant.name} exited during ${path}:\n${server.stderrTail}`);
        const run = { pair, variant: variant.name, path, result, load: [loadBefore, loadavg()[0]] };
        runs.push(run);
        console.log(runLine(run));
      }
    }
  }
} catch (error) {
  process.exitCode = 1;
  console.error(`paired run failed: ${error.stack ?? error}`);
} finally {
  await stopAll();
  rmSync(serverCwd, { recursive: true, force: true });
}
report();

async function makeFixtures(base) {
  const cookie = await signIn(base, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const jobs = [];
  for (let index = 0; index < JOBS; index++) jobs.push(await assignedJob(base, cookie, index));
  return { codes: jobs.map((job) => job.trackingId), jobIds: jobs.map((job) => job.jobId) };
}

/** The node_modules and web app a built tree's dist expects beside it (the app serves web/dist). */
function prepareTree(root) {
  if (!existsSync(join(root, 'dist', 'main.js'))) {
    console.error(`${root}/dist/main.js is missing`);
    process.exit(2);
  }
  for (const name of ['node_modules', 'web']) {
    if (!existsSync(join(root, name))) symlinkSync(join(ROOT, name), join(root, name));
  }
}

function differingFiles(a, b) {
  const files = (dir) => readdirSync(dir, { recursive: true }).filter((file) => file.endsWith('.js'));
  const inA = new Set(files(a));
  const all = new Set([...inA, ...files(b)]);
  return [...all].filter((file) => !inA.has(file) || !existsSync(join(b, file)) || !readFileSync(join(a, file)).equals(readFileSync(join(b, file))));
}

async function redisProcessId() {
  const redis = new Redis(redisUrl);
  try {
    return Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]);
  } finally {
    redis.disconnect();
  }
}

function cpuMs(value) {
  return Number.isFinite(value) ? value.toFixed(3) : '–';
}

/** The lookup's CPU wherever it is spent: the api process, its PostgreSQL backends and Redis. */
function lookupCpu(result) {
  return result.serverCpuMsPerRequest + result.postgresCpuMsPerRequest + result.redisCpuMsPerRequest;
}

function runLine({ pair, variant, path, result, load }) {
  const refused = result.non2xx + result.socketErrors;
  return (
    `pair ${pair} ${variant} ${path}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50.toFixed(1)} ms, p97.5 ${result.p97_5.toFixed(1)} ms, ` +
    `CPU per lookup: api ${cpuMs(result.serverCpuMsPerRequest)} ms, PostgreSQL ${cpuMs(result.postgresCpuMsPerRequest)} ms, ` +
    `Redis ${cpuMs(result.redisCpuMsPerRequest)} ms, together ${cpuMs(lookupCpu(result))} ms` +
    `${refused ? `, ${refused} refused` : ''}; load average ${load.map((n) => n.toFixed(1)).join(' → ')}`
  );
}

/**
 * Per pair and path, how B compares with A (+: B asks more CPU per lookup, or answers more per
 * second), then the median of the pairs' differences: one pair disturbed by other work moves it little.
 */
function report() {
  if (runs.length === 0) return;
  const change = (b, a) => (b - a) / a;
  const percent = (value) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;
  const measures = [
    ['req/s', (result) => result.requestsPerSecond],
    ['api CPU per lookup', (result) => result.serverCpuMsPerRequest],
    ['api + PostgreSQL + Redis CPU per lookup', lookupCpu],
  ];
  console.log('\nB against A:');
  for (const path of paths) {
    const differences = measures.map(() => []);
    for (let pair = 1; pair <= pairs; pair++) {
      const a = runs.find((run) => run.pair === pair && run.variant === 'A' && run.path === path)?.result;
      const b = runs.find((run) => run.pair === pair && run.variant === 'B' && run.path === path)?.result;
      if (!a || !b) continue;
      measures.forEach(([, measure], index) => differences[index].push(change(measure(b), measure(a))));
      console.log(`  pair ${pair} ${path}: ${measures.map(([label], index) => `${label} ${percent(differences[index].at(-1))}`).join(', ')}`);
    }
    for (const name of ['A', 'B']) {
      const own = runs.filter((run) => run.variant === name && run.path === path).map((run) => run.result);
      console.log(
        `  ${name} ${path}, medians of ${own.length} runs: ${Math.round(median(own.map((result) => result.requestsPerSecond)))} req/s, ` +
          `api ${cpuMs(median(own.map((result) => result.serverCpuMsPerRequest)))} ms, together ${cpuMs(median(own.map(lookupCpu)))} ms of CPU per lookup`,
      );
    }
    if (differences[0].length > 1) {
      console.log(`  median of ${differences[0].length} pairs, ${path}: ${measures.map(([label], index) => `${label} ${percent(median(differences[index]))}`).join(', ')}`);
    }
  }
  console.log(`Load average at end: ${loadavgText()}.`);
}

function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function loadavgText() {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}
