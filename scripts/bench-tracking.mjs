// `npm run bench:tracking`: live-position fan-out latency. Starts the built app on a scratch database,
// seeds requests that are en route, connects one provider socket per job and many customer tracking
// sockets, has every provider send a fix every 4 s and measures, on the customers' side, the time from
// the fix's `recordedAt` to its `provider.location`. Phase one: one api process (PROCESS_ROLE=all).
// Phase two: two api processes (PROCESS_ROLE=api), providers on #1, customers on #2 (Redis fan-out).
// Numbers go to stdout; nothing is asserted.
//
//   node scripts/bench-tracking.mjs [--trackers=5000] [--requests=1000] [--seconds=40] [--warmup=10]
//                                   [--phase=one|two|both] [--client-workers=2] [--soak=0 (seconds; 600 for the leak check)]
//
// Memory: each api process's RSS idle (started, nothing connected) and while the trackers are
// connected, and the customers' process's growth per 1,000 trackers against its budget. --soak=S
// (phase one only) then keeps the fixes coming for S more seconds while a tenth of the trackers
// disconnect and reconnect every 10 s, and compares the soak's last minute with its second (a leak
// check): the live JS heap (the least a minute's full collections left, from --trace-gc, which the soak
// turns on) and the RSS. MALLOC_* variables in the shell reach the api processes.
//
// The customer sockets live in --client-workers worker threads (their event-loop lag is printed); the
// providers, the schedule and the sampling in the main thread; the api processes are child processes.
// Diagnostics: --profile[=dir] runs the api processes with --cpu-prof and prints where their CPU went
// during the window; --trace-gc prints their GC pauses; --server-node-flags="…" passes V8/Node flags to
// them; --pg-setting=name=value (repeatable) sets a PostgreSQL setting on the scratch database only.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';
import { positiveInt } from './bench/cli-flags.mjs';
import { recordLogLine } from './bench/server-log.mjs';

const FIX_INTERVAL_MS = 4_000;
/** ≈3.3 m north per fix: far below the 120 mph / 0.25 mi rule. */
const STEP_DEG = 0.00003;
const ACK_TIMEOUT_MS = 5_000;
const CONNECT_TIMEOUT_MS = 20_000;
/** After the last fix of the window is answered, deliveries still on their way get this long. */
const DELIVERY_GRACE_MS = 2_000;
/** The api's stderr after start is a warning even when it is not one of the app's JSON lines. */
const PLAIN_LINE_LEVEL = 50;
const RSS_BUDGET_MB_PER_1000_TRACKERS = 40;
/** A process just started is still settling (JIT, pools, first GCs) when it goes idle. */
const IDLE_SETTLE_MS = 3_000;
const SOAK_CHURN_EVERY_MS = 10_000;
const SOAK_CHURN_SHARE = 0.1;
/** The soak's RSS may end this much above where its second minute stood. */
const SOAK_GROWTH_TOLERANCE = 0.05;

/** Job j's route: its own start (≥ 500 m from any other job's), then STEP_DEG north per fix. */
const baseOf = (job) => ({ lat: 32.6 + (job % 100) * 0.006, lng: -97.2 - Math.floor(job / 100) * 0.006 });
const fixOf = (job, seq) => {
  const base = baseOf(job);
  return { lat: base.lat + seq * STEP_DEG, lng: base.lng };
};
/** The fix number a position is for on job j's route, or -1 when it is not on that route. */
function seqOnRoute(job, lat, lng) {
  const base = baseOf(job);
  if (lng !== base.lng) return -1;
  const seq = Math.round((lat - base.lat) / STEP_DEG);
  return seq >= 0 && fixOf(job, seq).lat === lat ? seq : -1;
}

/** A distinct fake client address per socket, only ever sent as X-Forwarded-For to loopback. */
const addressOf = (prefix, index) => `${prefix}.${(index >> 16) & 255}.${(index >> 8) & 255}.${(index & 255) || 1}`;

const LAG_RESOLUTION_MS = 5;
/** The histogram holds whole intervals between its timer's runs: the lag is what exceeds the resolution. */
function lagStats(histogram) {
  const lag = (ns) => Math.max(0, ns / 1e6 - LAG_RESOLUTION_MS);
  return { p99: lag(histogram.percentile(99)), max: lag(histogram.max), mean: lag(histogram.mean) };
}

// ---------------------------------------------------------------------------------------------------
// Customer sockets (a worker thread)
// ---------------------------------------------------------------------------------------------------

async function customerThread({ url, trackers, concurrency }) {
  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  lag.enable();
  const sockets = [];
  const socketTrackers = [];
  // One row per received provider.location: tracker index, fix number, recordedAt, latency.
  const received = { tracker: [], seq: [], recordedAt: [], latency: [] };
  const misdelivered = [];
  let disconnects = 0;
  const failedTrackers = [];
  const connectErrors = new Map();

  function connect(tracker) {
    return new Promise((resolve) => {
      const socket = io(`${url}/track`, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        timeout: CONNECT_TIMEOUT_MS,
        auth: { trackingId: tracker.trackingId },
        extraHeaders: { 'X-Forwarded-For': tracker.address },
      });
      socket.on('provider.location', (location) => {
        const now = Date.now();
        const recordedAt = Date.parse(location.recordedAt);
        const seq = seqOnRoute(tracker.job, location.lat, location.lng);
        if (seq < 0) {
          misdelivered.push({ tracker: tracker.index, location });
          return;
        }
        received.tracker.push(tracker.index);
        received.seq.push(seq);
        received.recordedAt.push(recordedAt);
        received.latency.push(now - recordedAt);
      });
      socket.once('connect', () => {
        socket.on('disconnect', () => disconnects++);
        resolve(socket);
      });
      socket.once('connect_error', (error) => {
        failedTrackers.push(tracker.index);
        connectErrors.set(error.message, (connectErrors.get(error.message) ?? 0) + 1);
        socket.close();
        resolve(null);
      });
    });
  }

  parentPort.on('message', async (message) => {
    if (message.type === 'connect') {
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < trackers.length) {
            const tracker = trackers[next++];
            const socket = await connect(tracker);
            if (socket) {
              sockets.push(socket);
              socketTrackers.push(tracker);
            }
          }
        }),
      );
      parentPort.postMessage({
        type: 'connected',
        connected: sockets.length,
        failed: failedTrackers,
        errors: [...connectErrors],
        ms: performance.now() - started,
      });
    } else if (message.type === 'churn') {
      // Every tracker that goes comes back as a new connection, as a phone does after losing signal.
      let reconnected = 0;
      for (let i = 0; i < sockets.length; i++) {
        if (Math.random() >= message.share) continue;
        sockets[i].removeAllListeners('disconnect');
        sockets[i].close();
        const socket = await connect(socketTrackers[i]);
        if (socket) {
          sockets[i] = socket;
          reconnected++;
        }
      }
      parentPort.postMessage({ type: 'churned', reconnected });
    } else if (message.type === 'window') {
      lag.reset();
    } else if (message.type === 'report') {
      const stats = lagStats(lag);
      parentPort.postMessage({
        type: 'report',
        lag: stats,
        disconnects,
        misdelivered,
        tracker: Int32Array.from(received.tracker),
        seq: Int32Array.from(received.seq),
        recordedAt: Float64Array.from(received.recordedAt),
        latency: Float64Array.from(received.latency),
      });
    } else if (message.type === 'close') {
      for (const socket of sockets) {
        socket.removeAllListeners('disconnect');
        socket.close();
      }
      lag.disable();
      parentPort.postMessage({ type: 'closed' });
      parentPort.close();
    }
  });
  parentPort.postMessage({ type: 'ready' });
}

// ---------------------------------------------------------------------------------------------------
// Orchestration, providers and measurements (the main thread)
// ---------------------------------------------------------------------------------------------------

async function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const { values: flags } = parseArgs({
    args: process.argv.slice(2).map((arg) => (arg === '--profile' ? '--profile=' : arg)),
    options: {
      trackers: { type: 'string', default: '5000' },
      requests: { type: 'string', default: '1000' },
      seconds: { type: 'string', default: '40' },
      warmup: { type: 'string', default: '10' },
      phase: { type: 'string', default: 'both' },
      'client-workers': { type: 'string', default: '2' },
      profile: { type: 'string' },
      'trace-gc': { type: 'boolean', default: false },
      'server-node-flags': { type: 'string', default: '' },
      'pg-setting': { type: 'string', multiple: true, default: [] },
      soak: { type: 'string', default: '0' },
    },
    allowPositionals: false,
  });
  const options = {
    trackers: positiveInt('trackers', flags.trackers),
    requests: positiveInt('requests', flags.requests),
    seconds: positiveInt('seconds', flags.seconds),
    warmup: positiveInt('warmup', flags.warmup, 0),
    soak: positiveInt('soak', flags.soak, 0),
    clientWorkers: positiveInt('client-workers', flags['client-workers']),
    phases: { one: ['one'], two: ['two'], both: ['one', 'two'] }[flags.phase],
    traceGc: flags['trace-gc'],
    serverNodeFlags: flags['server-node-flags'].split(/\s+/).filter(Boolean),
    pgSettings: flags['pg-setting'].map((setting) => {
      const match = /^([a-z_]+)=([\w.-]+)$/.exec(setting);
      if (!match) fail(`--pg-setting must look like name=value (got "${setting}")`);
      return [match[1], match[2]];
    }),
    profileDir: flags.profile === undefined ? null : flags.profile || join(tmpdir(), `bench-tracking-prof-${Date.now()}`),
  };
  if (!options.phases) fail(`--phase must be one, two or both (got "${flags.phase}")`);
  if (!existsSync(join(root, 'dist', 'main.js'))) fail('dist/main.js is missing: run `npm run bench:tracking` (it builds first)');

  const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/roadside_bench_tracking';
  // A Redis db of the bench's own: it is flushed at each phase.
  const REDIS_URL = 'redis://127.0.0.1:6379/15';
  const children = new Set();
  const stopAll = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  process.once('exit', stopAll);

  console.log(
    `bench:tracking  trackers ${options.trackers}  requests ${options.requests}  window ${options.seconds} s (warm-up ${options.warmup} s)  ` +
      `fix every ${FIX_INTERVAL_MS / 1000} s per job  customer threads ${options.clientWorkers}` +
      (options.profileDir ? `  cpu profiles in ${options.profileDir}` : '') +
      (options.serverNodeFlags.length ? `  server node flags: ${options.serverNodeFlags.join(' ')}` : '') +
      (options.pgSettings.length ? `  database settings: ${options.pgSettings.map((pair) => pair.join('=')).join(', ')}` : ''),
  );
  const results = [];
  for (const phase of options.phases) {
    results.push(await runPhase(phase));
  }
  if (results.length > 1) printSummary(results);
  process.exit(0);

  async function runPhase(phase) {
    const label = phase === 'one' ? 'phase one: 1 api (PROCESS_ROLE=all)' : 'phase two: 2 api (PROCESS_ROLE=api), providers → #1, customers → #2';
    console.log(`\n== ${label}`);
    await resetScratchState(DATABASE_URL, REDIS_URL, options.pgSettings);
    const roles = phase === 'one' ? ['all'] : ['api', 'api'];
    const ports = [];
    while (ports.length < roles.length) ports.push(await freePort());
    const servers = roles.map((role, i) => startApi(`${phase}-api${i + 1}`, ports[i], role));
    const pg = await import('pg');
    const db = new pg.default.Client({ connectionString: DATABASE_URL });
    const { default: Redis } = await import('ioredis');
    const redis = new Redis(REDIS_URL, { lazyConnect: true });
    let threads = [];
    let window = null;
    let canary = null;
    const providers = [];
    try {
      await Promise.all(servers.map((server) => server.ready));
      await db.connect();
      await redis.connect();
      const seeded = await seed(db, options.requests);
      await sleep(IDLE_SETTLE_MS);
      const idleRssMb = servers.map((server) => readProcess(server.pid).rssMb);
      const providerUrl = servers[0].url;
      const customerUrl = servers[servers.length - 1].url;

      // Providers, one socket per job, in this thread.
      const connectStarted = performance.now();
      const providerErrors = new Map();
      await pool(seeded.length, 50, async (job) => {
        const socket = await connectProvider(providerUrl, seeded[job].jobId, addressOf('172', job + 1));
        if (socket.error) providerErrors.set(socket.error, (providerErrors.get(socket.error) ?? 0) + 1);
        else providers.push({ job, socket: socket.socket, sentAt: [], acks: [], nextSeq: 0, timer: null });
      });
      providers.sort((a, b) => a.job - b.job);
      const providerMs = performance.now() - connectStarted;

      // Customers, spread evenly over the requests, in worker threads.
      const trackers = Array.from({ length: options.trackers }, (_, index) => {
        const job = index % seeded.length;
        return { index, job, trackingId: seeded[job].trackingId, address: addressOf('10', index + 1) };
      });
      const perThread = Math.ceil(trackers.length / options.clientWorkers);
      threads = Array.from({ length: options.clientWorkers }, (_, i) =>
        startCustomerThread(customerUrl, trackers.slice(i * perThread, (i + 1) * perThread), Math.ceil(100 / options.clientWorkers)),
      );
      await Promise.all(threads.map((thread) => thread.next('ready')));
      const customerStarted = performance.now();
      const connected = await Promise.all(threads.map((thread) => (thread.send({ type: 'connect' }), thread.next('connected'))));
      const customerMs = performance.now() - customerStarted;
      const trackersConnected = connected.reduce((sum, c) => sum + c.connected, 0);
      const customerErrors = new Map();
      for (const c of connected) for (const [message, count] of c.errors) customerErrors.set(message, (customerErrors.get(message) ?? 0) + count);
      console.log(
        `connected ${providers.length}/${seeded.length} providers in ${(providerMs / 1000).toFixed(1)} s, ` +
          `${trackersConnected}/${trackers.length} trackers in ${(customerMs / 1000).toFixed(1)} s`,
      );
      for (const [message, count] of [...providerErrors, ...customerErrors]) console.log(`  connect refused ×${count}: ${message}`);
      const trackersPerJob = new Int32Array(seeded.length);
      // Only trackers that did connect are expected to hear anything.
      const trackerConnected = new Uint8Array(trackers.length).fill(1);
      for (const c of connected) for (const index of c.failed) trackerConnected[index] = 0;
      if (trackersConnected < trackers.length) console.log('  (lost deliveries are counted for connected trackers only)');
      for (const tracker of trackers) if (trackerConnected[tracker.index]) trackersPerJob[tracker.job]++;

      // The fix schedule: each provider every 4 s, providers staggered evenly over those 4 s.
      const t0 = Date.now() + 500;
      const windowStart = t0 + options.warmup * 1000;
      const windowEnd = windowStart + options.seconds * 1000;
      const soakSeconds = phase === 'one' ? options.soak : 0;
      // A soak starts only once the window is reported and ends when its loop does: its fixes keep coming
      // until the providers stop (below), so none of its minutes runs light.
      const fixesEnd = soakSeconds > 0 ? Infinity : windowEnd;
      window = { start: windowStart, end: windowEnd };
      const mainLag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
      mainLag.enable();
      const ackLatencies = [];
      for (const provider of providers) {
        const offset = Math.floor((provider.job * FIX_INTERVAL_MS) / seeded.length);
        const scheduleNext = () => {
          const seq = provider.nextSeq;
          const at = t0 + offset + seq * FIX_INTERVAL_MS;
          if (at >= fixesEnd) return;
          provider.timer = setTimeout(() => {
            provider.nextSeq++;
            const recordedAt = Date.now();
            provider.sentAt[seq] = recordedAt;
            provider.acks[seq] = 'pending';
            const sent = performance.now();
            provider.socket.timeout(ACK_TIMEOUT_MS).emit('position', { ...fixOf(provider.job, seq), accuracy: 8, recordedAt }, (error, ack) => {
              if (error) provider.acks[seq] = 'timeout';
              else if (ack?.ok) provider.acks[seq] = 'ok';
              else provider.acks[seq] = `refused: ${ack?.message}`;
              if (recordedAt >= windowStart && recordedAt < windowEnd) ackLatencies.push(performance.now() - sent);
            });
            scheduleNext();
          }, Math.max(0, at - Date.now()));
        };
        scheduleNext();
      }

      // Measurement window: CPU/RSS sampling once a second, counters at its start and end.
      const sampler = startSampler(servers);
      canary = startCanary();
      await sleep(Math.max(0, windowStart - Date.now()));
      mainLag.reset();
      for (const thread of threads) thread.send({ type: 'window' });
      const before = await counters(db, redis, servers);
      await sleep(Math.max(0, windowEnd - Date.now()));
      const after = await counters(db, redis, servers);
      const mainLagStats = lagStats(mainLag);
      mainLag.disable();
      sampler.stop();

      // Every fix of the window answered (or timed out), then a grace period for deliveries in flight.
      const settleUntil = Date.now() + ACK_TIMEOUT_MS + 1000;
      while (Date.now() < settleUntil && providers.some((p) => p.acks.includes('pending'))) await sleep(50);
      await sleep(DELIVERY_GRACE_MS);

      const reports = await Promise.all(threads.map((thread) => (thread.send({ type: 'report' }), thread.next('report'))));
      const hostStalls = await canary.stalls();
      const result = analyse({
        phase,
        label,
        seeded,
        trackers,
        trackersConnected,
        trackersPerJob,
        providers,
        reports,
        windowStart,
        windowEnd,
        ackLatencies,
        mainLag: mainLagStats,
        hostStalls,
        samples: sampler.samples,
        before,
        after,
        servers,
        idleRssMb,
      });
      printPhase(result, options);
      if (soakSeconds > 0) printSoak(await soak(servers[servers.length - 1], threads, soakSeconds), soakSeconds);
      return result;
    } finally {
      for (const provider of providers) {
        clearTimeout(provider.timer);
        provider.socket.close();
      }
      await Promise.all(
        threads.map(async (thread) => {
          thread.send({ type: 'close' });
          await Promise.race([thread.next('closed'), sleep(5000)]);
          await thread.worker.terminate();
        }),
      );
      await canary?.stop();
      await db.end().catch(() => undefined);
      redis.disconnect();
      await Promise.all(servers.map((server) => server.stop()));
      for (const server of servers) {
        if (server.warnings > 0) console.log(`${server.name}: ${server.warnings} log lines at warn or above, last: ${server.lastWarning}`);
      }
      if (options.traceGc && window) summariseGc(servers, window);
      if (options.profileDir) summariseProfiles(options.profileDir, servers, window);
    }
  }

  function startApi(name, port, role) {
    const url = `http://127.0.0.1:${port}`;
    const env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL,
      REDIS_URL,
      PROCESS_ROLE: role,
      LOG_LEVEL: 'warn',
      // The bench poses as many customers through X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      // glibc's allocator settings, when the shell sets them, so their effect on RSS can be measured.
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('MALLOC_'))),
    };
    const nodeArgs = [...options.serverNodeFlags];
    // The soak's leak check reads the live heap after each full collection from these lines.
    if (options.traceGc || options.soak > 0) nodeArgs.push('--trace-gc');
    if (options.profileDir) {
      mkdirSync(options.profileDir, { recursive: true });
      nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${options.profileDir}`, `--cpu-prof-name=${name}.cpuprofile`);
    }
    const child = spawn(process.execPath, [...nodeArgs, join(root, 'dist', 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    const server = { name, url, role, pid: child.pid, child, warnings: 0, lastWarning: '', output: '', gc: [], spawnedAt: Date.now() };
    const onLine = (line) => {
      if (!line.trim()) return;
      // --trace-gc: "[pid:0x…]  12345 ms: Scavenge 80.1 (90.2) -> 70.3 (91.2) MB, 1.23 / 0.00 ms …"
      const gc = /\]\s+(\d+) ms: ([A-Za-z -]+?) ([\d.]+) \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/.exec(line);
      if (gc) {
        server.gc.push({ at: server.spawnedAt + Number(gc[1]), kind: gc[2], freedMb: Number(gc[3]) - Number(gc[4]), afterMb: Number(gc[4]), pause: Number(gc[5]), line });
        return;
      }
      recordLogLine(server, line, PLAIN_LINE_LEVEL);
    };
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = '';
      stream.on('data', (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop();
        lines.forEach(onLine);
      });
    }
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.once('exit', () => (server.exitedAt = Date.now()));
    server.ready = (async () => {
      for (let i = 0; i < 240; i++) {
        if (child.exitCode !== null) break;
        try {
          if ((await fetch(`${url}/api/health`)).ok) {
            // Start-up notices are not the load's business.
            server.warnings = 0;
            return;
          }
        } catch {}
        await sleep(250);
      }
      throw new Error(`${name} did not become healthy:\n${server.output}`);
    })();
    server.stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    };
    return server;
  }

  function startCustomerThread(url, trackers, concurrency) {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { url, trackers, concurrency } });
    const waiting = new Map();
    const queued = [];
    worker.on('message', (message) => {
      const resolve = waiting.get(message.type);
      if (resolve) {
        waiting.delete(message.type);
        resolve(message);
      } else queued.push(message);
    });
    worker.on('error', (error) => {
      console.error(`customer thread failed: ${error.stack ?? error}`);
      process.exit(1);
    });
    return {
      worker,
      send: (message) => worker.postMessage(message),
      next: (type) => {
        const index = queued.findIndex((message) => message.type === type);
        if (index >= 0) return Promise.resolve(queued.splice(index, 1)[0]);
        return new Promise((resolve) => waiting.set(type, resolve));
      },
    };
  }
}

// ---------------------------------------------------------------------------------------------------
// Set-up helpers
// ---------------------------------------------------------------------------------------------------

/** The scratch database emptied (the app migrates it) and the Redis db too. */
async function resetScratchState(databaseUrl, redisUrl, settings) {
  const pg = await import('pg');
  const { default: Redis } = await import('ioredis');
  const database = new URL(databaseUrl);
  const name = database.pathname.slice(1);
  database.pathname = '/postgres';
  const client = new pg.default.Client({ connectionString: database.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  // Created here, not by the api processes: two of them starting together race on `create database`.
  await client.query(`create database "${name}"`);
  // Diagnostic experiments only (--pg-setting), on the scratch database alone.
  for (const [setting, value] of settings) await client.query(`alter database "${name}" set ${setting} = '${value}'`);
  await client.end();
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  await redis.quit();
}

/** R requests en route, each with its own provider, unique tracking and job codes. */
async function seed(db, count) {
  const trackingIds = uniqueCodes(count, '0123456789abcdefghijklmnopqrstuvwxyz', 8);
  const jobIds = uniqueCodes(count, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 9);
  const rows = Array.from({ length: count }, (_, i) => ({ trackingId: trackingIds[i], jobId: jobIds[i] }));
  const column = (pick) => rows.map((row, i) => pick(row, i));
  await db.query(
    `with providers as (
       insert into providers (id, name, phone, email, vehicle_info, active, agreement_accepted_at, created_at, updated_at)
       select gen_random_uuid(), 'Bench Provider ' || n, phone, null, 'Tow truck', true, now(), now(), now()
       from unnest($1::text[], $2::int[]) as u(phone, n)
       returning id, phone
     )
     insert into customer_requests (id, status, request_type, customer_tracking_id, provider_job_id, created_at, updated_at, version,
       phone, vehicle_year, vehicle_make, vehicle_model, vehicle_type, service_type, location_address, use_gps,
       customer_lat, customer_lng, final_price_cents, deposit_percentage, deposit_amount_cents, deposit_paid, deposit_paid_at,
       payment_status, provider_id)
     select gen_random_uuid(), 'en_route', 'online', u.tracking, u.job, now(), now(), 1,
       u.customer_phone, 2018, 'Ford', 'F-150', 'Pickup Truck', 'Jump Start', 'Dallas, TX', false,
       32.78, -96.8, 12500, 15, 1875, true, now(), 'paid', p.id
     from unnest($3::text[], $4::text[], $5::text[], $1::text[]) as u(tracking, job, customer_phone, provider_phone)
     join providers p on p.phone = u.provider_phone`,
    [
      column((_, i) => `+1972${String(5_000_000 + i).padStart(7, '0')}`),
      column((_, i) => i + 1),
      column((row) => row.trackingId),
      column((row) => row.jobId),
      column((_, i) => `+1214${String(5_000_000 + i).padStart(7, '0')}`),
    ],
  );
  const { rows: stored } = await db.query(`select count(*)::int as n from customer_requests where status = 'en_route'`);
  if (stored[0].n !== count) throw new Error(`seeded ${stored[0].n} of ${count} requests`);
  return rows;
}

function uniqueCodes(count, alphabet, length) {
  const codes = new Set();
  while (codes.size < count) {
    const bytes = randomBytes(length * 2);
    let code = '';
    for (const byte of bytes) {
      if (byte < 256 - (256 % alphabet.length) && code.length < length) code += alphabet[byte % alphabet.length];
    }
    if (code.length === length) codes.add(code);
  }
  return [...codes];
}

function connectProvider(url, jobId, address) {
  return new Promise((resolve) => {
    const socket = io(`${url}/provider`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: CONNECT_TIMEOUT_MS,
      auth: { jobId },
      extraHeaders: { 'X-Forwarded-For': address },
    });
    socket.once('connect', () => resolve({ socket, error: null }));
    socket.once('connect_error', (error) => {
      socket.close();
      resolve({ socket: null, error: error.message });
    });
  });
}

async function pool(total, concurrency, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) await task(next++);
    }),
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// Measurements
// ---------------------------------------------------------------------------------------------------

const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux

function readProcess(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the command: state is field 3, utime 14, stime 15.
    const ticks = Number(fields[11]) + Number(fields[12]);
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { ticks, rssMb: rssKb / 1024 };
  } catch {
    return null;
  }
}

function readHost() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = values[3] + (values[4] ?? 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { idle, total };
}

function startSampler(servers) {
  const samples = [];
  const take = () => {
    samples.push({
      at: Date.now(),
      servers: servers.map((server) => readProcess(server.pid)),
      self: process.cpuUsage(),
      host: readHost(),
    });
  };
  take();
  const timer = setInterval(take, 1000);
  return {
    samples,
    stop: () => {
      clearInterval(timer);
      take();
    },
  };
}

/** Host stalls ≥ this long, seen by an idle thread, mark seconds whose latencies are not the app's doing. */
const STALL_MS = 20;

/**
 * An idle thread that wakes every 2 ms: how late it wakes, per second, says when the whole host
 * (other processes, the hypervisor) held everything up, whatever the app was doing.
 */
function startCanary() {
  const code = `
    const { parentPort } = require('node:worker_threads');
    const worst = new Map();
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      const lag = now - last - 2;
      const second = Math.floor(Date.now() / 1000);
      if (lag > (worst.get(second) ?? 0)) worst.set(second, lag);
      last = now;
      timer = setTimeout(tick, 2);
    };
    let timer = setTimeout(tick, 2);
    parentPort.on('message', (message) => {
      if (message === 'stalls') parentPort.postMessage([...worst]);
      if (message === 'stop') { clearTimeout(timer); parentPort.close(); }
    });`;
  const worker = new Worker(code, { eval: true });
  return {
    stalls: () =>
      new Promise((resolve) => {
        worker.once('message', resolve);
        worker.postMessage('stalls');
      }),
    stop: async () => {
      worker.postMessage('stop');
      await Promise.race([new Promise((resolve) => worker.once('exit', resolve)), sleep(1000)]);
      await worker.terminate();
    },
  };
}

async function counters(db, redis, servers) {
  const [{ rows }, { rows: backends }, info] = await Promise.all([
    db.query(`select xact_commit::bigint + xact_rollback::bigint as xacts, tup_returned::bigint + tup_fetched::bigint as tuples
              from pg_stat_database where datname = current_database()`),
    db.query(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`),
    redis.info(),
  ]);
  // The api processes' PostgreSQL backends: their CPU is the database's share of the load.
  const pgBackends = new Map(backends.map(({ pid }) => [pid, readProcess(pid)?.ticks]).filter(([, ticks]) => ticks !== undefined));
  const field = (name) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? 0);
  return {
    at: Date.now(),
    pgXacts: Number(rows[0].xacts),
    pgBackends,
    redisCommands: field('total_commands_processed'),
    redisCpu: field('used_cpu_sys') + field('used_cpu_user'),
    servers: servers.map((server) => readProcess(server.pid)),
    self: process.cpuUsage(),
    host: readHost(),
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function analyse(input) {
  const { seeded, trackers, trackersPerJob, providers, reports, windowStart, windowEnd, before, after, samples } = input;
  const inWindow = (t) => t >= windowStart && t < windowEnd;
  const providerOf = new Map(providers.map((provider) => [provider.job, provider]));

  let fixesSent = 0;
  let fixesOk = 0;
  let expected = 0;
  let ackTimeouts = 0;
  const refusals = new Map();
  for (const provider of providers) {
    provider.sentAt.forEach((recordedAt, seq) => {
      if (!inWindow(recordedAt)) return;
      fixesSent++;
      const ack = provider.acks[seq];
      if (ack === 'ok') {
        fixesOk++;
        expected += trackersPerJob[provider.job];
      } else if (ack === 'timeout' || ack === 'pending') ackTimeouts++;
      else refusals.set(ack, (refusals.get(ack) ?? 0) + 1);
    });
  }
  const refused = [...refusals.values()].reduce((sum, n) => sum + n, 0);

  // Received: one per tracker and fix of the window; a fix must be the one its job's provider sent then.
  const seen = new Set();
  const latencies = [];
  let duplicates = 0;
  let unexpected = 0;
  let misdelivered = 0;
  const misdeliveredSamples = [];
  for (const report of reports) {
    misdelivered += report.misdelivered.length;
    misdeliveredSamples.push(...report.misdelivered.slice(0, 3));
    for (let i = 0; i < report.tracker.length; i++) {
      const recordedAt = report.recordedAt[i];
      if (!inWindow(recordedAt)) continue;
      const tracker = trackers[report.tracker[i]];
      const seq = report.seq[i];
      const provider = providerOf.get(tracker.job);
      if (!provider || provider.sentAt[seq] !== recordedAt) {
        // Right route but not a fix that job's provider sent at that time: delivered to the wrong page.
        misdelivered++;
        if (misdeliveredSamples.length < 5) misdeliveredSamples.push({ tracker: tracker.index, seq, recordedAt });
        continue;
      }
      const key = tracker.index * 100_000 + seq;
      if (seen.has(key)) {
        duplicates++;
        continue;
      }
      seen.add(key);
      if (provider.acks[seq] !== 'ok') {
        unexpected++;
        continue;
      }
      latencies.push(report.latency[i]);
    }
  }
  const receivedCount = latencies.length;
  // The slowest seconds of the window (by when the fix was taken): do stalls come in bursts?
  const perSecond = new Map();
  for (const report of reports) {
    for (let i = 0; i < report.tracker.length; i++) {
      if (!inWindow(report.recordedAt[i])) continue;
      const second = Math.floor((report.recordedAt[i] - windowStart) / 1000);
      perSecond.set(second, Math.max(perSecond.get(second) ?? 0, report.latency[i]));
    }
  }
  const slowSeconds = [...perSecond].sort((a, b) => b[1] - a[1]).slice(0, 6);
  // The same percentiles without the fixes taken in (or just before) a second in which the host
  // itself stalled: an idle thread of this process could not run for STALL_MS or more.
  const stalled = new Set();
  for (const [epochSecond, lag] of input.hostStalls) {
    if (lag < STALL_MS) continue;
    const second = Math.floor((epochSecond * 1000 - windowStart) / 1000);
    stalled.add(second);
    stalled.add(second - 1);
  }
  const calm = [];
  for (const report of reports) {
    for (let i = 0; i < report.tracker.length; i++) {
      if (!inWindow(report.recordedAt[i])) continue;
      if (!stalled.has(Math.floor((report.recordedAt[i] - windowStart) / 1000))) calm.push(report.latency[i]);
    }
  }
  calm.sort((a, b) => a - b);
  const stallSeconds = [...input.hostStalls]
    .filter(([epochSecond, lag]) => lag >= STALL_MS && epochSecond * 1000 >= windowStart - 1000 && epochSecond * 1000 < windowEnd)
    .map(([epochSecond, lag]) => [Math.floor((epochSecond * 1000 - windowStart) / 1000), lag]);
  latencies.sort((a, b) => a - b);
  ackLatencySort(input.ackLatencies);

  const seconds = (after.at - before.at) / 1000;
  const windowSamples = samples.filter((sample) => sample.at >= windowStart - 1000 && sample.at <= windowEnd + 1000);
  const servers = input.servers.map((server, i) => {
    const first = before.servers[i];
    const last = after.servers[i];
    const rss = windowSamples.map((sample) => sample.servers[i]?.rssMb ?? 0);
    return {
      name: server.name,
      cpu: first && last ? ((last.ticks - first.ticks) / TICKS_PER_SECOND / seconds) * 100 : NaN,
      rssIdle: input.idleRssMb[i],
      rssAvg: rss.reduce((sum, value) => sum + value, 0) / Math.max(1, rss.length),
      rssMax: Math.max(0, ...rss),
    };
  });
  let pgTicks = 0;
  for (const [pid, ticks] of after.pgBackends) pgTicks += ticks - (before.pgBackends.get(pid) ?? ticks);
  const pgCpu = (pgTicks / TICKS_PER_SECOND / seconds) * 100;
  const selfCpu = ((after.self.user + after.self.system - before.self.user - before.self.system) / 1e6 / seconds) * 100;
  const hostBusy = (1 - (after.host.idle - before.host.idle) / (after.host.total - before.host.total)) * 100 * cpus().length;

  return {
    phase: input.phase,
    label: input.label,
    requests: seeded.length,
    providers: providers.length,
    trackers: trackers.length,
    trackersConnected: input.trackersConnected,
    fixesSent,
    fixesOk,
    refused,
    refusals,
    ackTimeouts,
    expected,
    received: receivedCount,
    lost: expected - receivedCount,
    misdelivered,
    misdeliveredSamples,
    slowSeconds,
    stallSeconds,
    calm: { count: calm.length, p95: percentile(calm, 95), p99: percentile(calm, 99), max: calm.at(-1) ?? NaN },
    duplicates,
    unexpected,
    latency: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: latencies.at(-1) ?? NaN },
    ack: { p50: percentile(input.ackLatencies, 50), p95: percentile(input.ackLatencies, 95), p99: percentile(input.ackLatencies, 99) },
    servers,
    selfCpu,
    hostBusy,
    pgCpu,
    otherCpu: hostBusy - pgCpu - selfCpu - ((after.redisCpu - before.redisCpu) / seconds) * 100 - servers.reduce((sum, server) => sum + server.cpu, 0),
    pgBackendCount: after.pgBackends.size,
    pgXactsPerSecond: (after.pgXacts - before.pgXacts) / seconds,
    redisCommandsPerSecond: (after.redisCommands - before.redisCommands) / seconds,
    redisCpu: ((after.redisCpu - before.redisCpu) / seconds) * 100,
    mainLag: input.mainLag,
    customerLag: reports.map((report) => report.lag),
    disconnects: reports.reduce((sum, report) => sum + report.disconnects, 0),
    seconds,
  };
}

function ackLatencySort(values) {
  values.sort((a, b) => a - b);
}

// ---------------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------------

const ms = (value) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : '-');
const n = (value) => value.toLocaleString('en-US');

function printPhase(result, options) {
  const meets = (ok) => (ok ? 'ok' : 'MISSED');
  const rows = [
    ['trackers (connected)', `${n(result.trackers)} (${n(result.trackersConnected)})`, ''],
    ['requests / providers connected', `${n(result.requests)} / ${n(result.providers)}`, ''],
    ['window', `${result.seconds.toFixed(1)} s`, ''],
    ['fixes sent', n(result.fixesSent), ''],
    ['fixes acked ok', n(result.fixesOk), ''],
    ['refused acks', n(result.refused), ''],
    ['acks timed out (5 s)', n(result.ackTimeouts), ''],
    ['deliveries expected', n(result.expected), ''],
    ['deliveries received', n(result.received), ''],
    ['lost', n(result.lost), `0 ${meets(result.lost === 0)}`],
    ['misdelivered', n(result.misdelivered), `0 ${meets(result.misdelivered === 0)}`],
    ['duplicates / for unacked fixes', `${n(result.duplicates)} / ${n(result.unexpected)}`, ''],
    ['latency p50 (ms)', ms(result.latency.p50), ''],
    ['latency p95 (ms)', ms(result.latency.p95), `≤ 20 ${meets(result.latency.p95 <= 20)}`],
    ['latency p99 (ms)', ms(result.latency.p99), `≤ 50 ${meets(result.latency.p99 <= 50)}`],
    ['latency max (ms)', ms(result.latency.max), ''],
    [
      'host stalls ≥ 20 ms (window s: ms)',
      result.stallSeconds.length
        ? `${result.stallSeconds.length} s, worst ` +
          [...result.stallSeconds]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 3)
            .map(([second, lag]) => `${second}: ${lag.toFixed(0)}`)
            .join(', ')
        : 'none',
      '',
    ],
    [
      'latency p95/p99/max outside stalls',
      `${ms(result.calm.p95)} / ${ms(result.calm.p99)} / ${ms(result.calm.max)}`,
      `(${n(result.calm.count)} deliveries)`,
    ],
    ['ack round trip p50/p95/p99 (ms)', `${ms(result.ack.p50)} / ${ms(result.ack.p95)} / ${ms(result.ack.p99)}`, ''],
    ...result.servers.flatMap((server) => [
      [`${server.name} CPU % (100 = 1 core)`, server.cpu.toFixed(0), ''],
      [`${server.name} RSS MB idle / avg / max`, `${server.rssIdle.toFixed(0)} / ${server.rssAvg.toFixed(0)} / ${server.rssMax.toFixed(0)}`, ''],
    ]),
    (() => {
      const customers = result.servers[result.servers.length - 1];
      const perThousand = (customers.rssAvg - customers.rssIdle) / (result.trackersConnected / 1000);
      return [
        // One process (phase one) holds the provider sockets and the worker too: its figure overstates the trackers'.
        `${customers.name} RSS MB above idle per 1,000 trackers${result.servers.length === 1 ? ' (providers included)' : ''}`,
        perThousand.toFixed(1),
        `≤ ${RSS_BUDGET_MB_PER_1000_TRACKERS} ${meets(perThousand <= RSS_BUDGET_MB_PER_1000_TRACKERS)}`,
      ];
    })(),
    ['bench client CPU % (all threads)', result.selfCpu.toFixed(0), ''],
    ['redis CPU % / commands/s (whole server)', `${result.redisCpu.toFixed(0)} / ${n(Math.round(result.redisCommandsPerSecond))}`, ''],
    ['postgres transactions/s', n(Math.round(result.pgXactsPerSecond)), ''],
    [`postgres backends CPU % (${result.pgBackendCount} backends)`, result.pgCpu.toFixed(0), ''],
    [`host CPU busy % (of ${cpus().length * 100})`, result.hostBusy.toFixed(0), ''],
    ['  of which outside the above (approx.)', result.otherCpu.toFixed(0), 'other processes on the host skew the numbers'],
    ['client lag p99/max ms: providers', `${ms(result.mainLag.p99)} / ${ms(result.mainLag.max)}`, ''],
    ...result.customerLag.map((lag, i) => [`client lag p99/max ms: customers #${i + 1}`, `${ms(lag.p99)} / ${ms(lag.max)}`, '']),
    ['tracker disconnects', n(result.disconnects), ''],
  ];
  const width = Math.max(...rows.map((row) => row[0].length));
  const valueWidth = Math.max(...rows.map((row) => row[1].length));
  console.log(`\n${result.label}  (targets for ${n(5000)} trackers)`);
  for (const [label, value, target] of rows) console.log(`  ${label.padEnd(width)}  ${value.padStart(valueWidth)}  ${target}`);
  console.log(`  slowest seconds of the window (s: max ms): ${result.slowSeconds.map(([second, max]) => `${second}: ${ms(max)}`).join(', ')}`);
  for (const [message, count] of result.refusals) console.log(`  refused ×${count}: ${message}`);
  for (const sample of result.misdeliveredSamples.slice(0, 5)) console.log(`  misdelivered e.g. ${JSON.stringify(sample)}`);
  const worstLag = Math.max(result.mainLag.p99, ...result.customerLag.map((lag) => lag.p99));
  if (worstLag > 20) {
    console.log(
      `  note: a client thread's event-loop lag p99 is ${ms(worstLag)} ms; the client adds to the latencies measured ` +
        `(try --client-workers=${options.clientWorkers + 1})`,
    );
  }
}

/** Keeps the fixes coming while trackers churn; the RSS of `server` once every 5 s, and its live heap after each full GC. */
async function soak(server, threads, seconds) {
  const samples = [];
  const started = Date.now();
  let reconnects = 0;
  while (Date.now() - started < seconds * 1000) {
    const churned = await Promise.all(threads.map((thread) => (thread.send({ type: 'churn', share: SOAK_CHURN_SHARE }), thread.next('churned'))));
    reconnects += churned.reduce((sum, c) => sum + c.reconnected, 0);
    const nextChurn = Date.now() + SOAK_CHURN_EVERY_MS;
    while (Date.now() < nextChurn) {
      samples.push({ at: Date.now() - started, rssMb: readProcess(server.pid).rssMb });
      await sleep(5_000);
    }
  }
  const fullGcs = server.gc
    .filter((gc) => gc.kind.startsWith('Mark-Compact') && gc.at >= started)
    .map((gc) => ({ at: gc.at - started, heapMb: gc.afterMb }));
  return { server: server.name, samples, fullGcs, reconnects };
}

function printSoak({ server, samples, fullGcs, reconnects }, seconds) {
  const minutes = Math.floor(seconds / 60);
  const byMinute = (points, field, reduce) =>
    Array.from({ length: minutes }, (_, m) => {
      const inMinute = points.filter((point) => point.at >= m * 60_000 && point.at < (m + 1) * 60_000).map((point) => point[field]);
      return inMinute.length ? reduce(inMinute) : NaN;
    });
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const rss = byMinute(samples, 'rssMb', mean);
  // The least live heap a minute's full collections left: what that minute could not free.
  const heap = byMinute(fullGcs, 'heapMb', (values) => Math.min(...values));
  const line = (values) => '  ' + values.map((value, m) => `${m + 1}: ${Number.isNaN(value) ? '–' : value.toFixed(0)}`).join('  ');
  console.log(`\nsoak: ${seconds} s, ${n(reconnects)} tracker reconnects, ${server} by minute`);
  console.log(`  RSS MB (mean of the minute)\n${line(rss)}`);
  console.log(`  live JS heap MB (least after the minute's full collections)\n${line(heap)}`);
  if (minutes < 3) {
    console.log('  (a leak check needs a soak of 3 minutes or more)');
    return;
  }
  // A minute without a full collection has no heap figure: the latest minute that has one stands for the end.
  const verdict = (label, values) => {
    const second = values[1];
    const lastMinute = values.findLastIndex((value) => !Number.isNaN(value));
    const last = values[lastMinute];
    const held = lastMinute > 1 && last <= second * (1 + SOAK_GROWTH_TOLERANCE);
    console.log(
      `  ${label}: minute ${lastMinute + 1} ${last?.toFixed(0)} MB vs second minute ${second.toFixed(0)} MB (≤ +${SOAK_GROWTH_TOLERANCE * 100} %) ${held ? 'ok' : 'MISSED'}`,
    );
  };
  verdict('RSS', rss);
  verdict('live heap', heap);
}

function printSummary(results) {
  console.log('\nsummary');
  const header = ['phase', 'trackers', 'requests', 'fixes', 'expected', 'received', 'lost', 'misdel.', 'refused', 'p50', 'p95', 'p99', 'max', 'server CPU %', 'server RSS MB'];
  const rows = results.map((r) => [
    r.phase,
    n(r.trackersConnected),
    n(r.requests),
    n(r.fixesSent),
    n(r.expected),
    n(r.received),
    n(r.lost),
    n(r.misdelivered),
    n(r.refused),
    ms(r.latency.p50),
    ms(r.latency.p95),
    ms(r.latency.p99),
    ms(r.latency.max),
    r.servers.map((s) => s.cpu.toFixed(0)).join(' + '),
    r.servers.map((s) => s.rssMax.toFixed(0)).join(' + '),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => '  ' + cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** Garbage collection pauses of each api process during the window (--trace-gc). */
function summariseGc(servers, window) {
  for (const server of servers) {
    const pauses = server.gc.filter((gc) => gc.at >= window.start && gc.at < window.end);
    const kinds = new Map();
    for (const gc of pauses) {
      const kind = kinds.get(gc.kind) ?? { count: 0, total: 0, max: 0, freedMb: 0 };
      kind.freedMb += gc.freedMb;
      kind.count++;
      kind.total += gc.pause;
      kind.max = Math.max(kind.max, gc.pause);
      kinds.set(gc.kind, kind);
    }
    const freed = pauses.reduce((sum, gc) => sum + gc.freedMb, 0);
    console.log(`\n${server.name} GC pauses in the window (≈${(freed / ((window.end - window.start) / 1000)).toFixed(0)} MB/s of garbage collected):`);
    for (const [kind, stats] of kinds) {
      console.log(`  ${kind.padEnd(22)} ×${String(stats.count).padStart(4)}  total ${stats.total.toFixed(0).padStart(5)} ms  max ${stats.max.toFixed(1)} ms`);
    }
    for (const gc of pauses.filter((gc) => gc.kind === 'Mark-Compact')) {
      console.log(`  window second ${Math.floor((gc.at - window.start) / 1000)}: ${gc.line.replace(/^\[[^\]]*\]\s+/, '').slice(0, 400)}`);
    }
    const long = pauses.filter((gc) => gc.pause >= 10);
    if (long.length) {
      console.log(`  pauses ≥ 10 ms (window second: kind ms): ${long.map((gc) => `${Math.floor((gc.at - window.start) / 1000)}: ${gc.kind} ${gc.pause.toFixed(0)}`).join(', ')}`);
    }
  }
}

/**
 * Where each api process spent its CPU during the measurement window, from its --cpu-prof profile:
 * self time by package and by function. The profile's clock is placed on ours by its end, the exit.
 */
function summariseProfiles(dir, servers, window) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  for (const server of servers) {
    const file = readdirSync(dir).find((name) => name === `${server.name}.cpuprofile`);
    if (!file || !window || !server.exitedAt) continue;
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const offsetUs = server.exitedAt * 1000 - profile.endTime;
    const hits = new Map();
    let at = profile.startTime;
    let total = 0;
    profile.samples.forEach((nodeId, i) => {
      const delta = profile.timeDeltas[i] ?? 0;
      at += delta;
      const epochMs = (at + offsetUs) / 1000;
      if (epochMs < window.start || epochMs >= window.end) return;
      hits.set(nodeId, (hits.get(nodeId) ?? 0) + delta);
      total += delta;
    });
    const byFunction = new Map();
    const byArea = new Map();
    for (const node of profile.nodes) {
      const time = hits.get(node.id);
      if (!time) continue;
      const { functionName, url, lineNumber } = node.callFrame;
      const where = url ? `${url.replace(/^file:\/\//, '').replace(`${root}/`, '')}:${lineNumber + 1}` : '';
      const key = `${functionName || '(anonymous)'} ${where}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + time);
      const area =
        /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
        (url.includes('/dist/') ? 'app (dist)' : url.startsWith('node:') ? 'node core (js)' : functionName.startsWith('(') ? functionName : 'native (socket writes, etc.)');
      byArea.set(area, (byArea.get(area) ?? 0) + time);
    }
    const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
    console.log(`\n${server.name} cpu profile (${join(dir, file)}), the window's ${(total / 1e6).toFixed(1)} s, self time:`);
    for (const [area, time] of top(byArea, 12)) console.log(`  ${((time / total) * 100).toFixed(1).padStart(5)} %  ${area}`);
    console.log('  top functions:');
    for (const [fn, time] of top(byFunction, 25)) console.log(`  ${((time / total) * 100).toFixed(1).padStart(5)} %  ${fn}`);
  }
}


function fail(message) {
  console.error(message);
  process.exit(2);
}

// Last, so that every constant above is initialised before either side starts.
if (isMainThread) {
  await main();
} else {
  await customerThread(workerData);
}
