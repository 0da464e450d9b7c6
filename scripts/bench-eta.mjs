// `npm run bench:eta`: honest ETAs under load. Starts the built api and worker on a scratch install,
// texting a loopback Twilio stand-in, with ETA_SLIP_MINUTES=1. Seeds --trucks paid requests already
// en route (SQL), each with its own provider, a pickup somewhere over Dallas/Fort Worth and a truck
// 4–8 miles away, promised at the straight-line minutes plus one. A load process of its own
// (scripts/bench/eta-load.mjs) drives the trucks in real time, a fix every 4 s over each provider
// socket: 60 % on time, 20 % stalling, 20 % slowing to a crawl. From the fixes the server took, the
// bench knows the moment each truck really slipped by the server's own rule, and times from it the
// customer's slip text (the outbox's 'running-late' row, matched at the stand-in by recipient and
// body). It drives until every slip has had 90 s to be texted (or --duration seconds), then checks
// that every slip was texted, soon enough, and that no truck was texted before it slipped.
//
//   node scripts/bench-eta.mjs [--trucks=300] [--seed=24] [--duration=360] [--rate-limit=10]
//
// --rate-limit becomes SMS_RATE_LIMIT_PER_SECOND (the app's default: one long-code number's pace).
// Exits 1 when a target is missed.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { positiveInt } from './bench/cli-flags.mjs';
import { firstLateSpell, honestMinutes } from './bench/eta-slip-rule.mjs';
import { FIX_EVERY_MS, KINDS, planTrucks, positionAt } from './bench/eta-trucks.mjs';
import { cpuSeconds } from './bench/process-cpu.mjs';
import { assertPortFree, startServer, stopServer, waitUntilAnswering } from './bench/processes.mjs';
import { formatCount, percentile, printResultTable } from './bench/result-table.mjs';
import { requireBuilt, ROOT, scratchInstall } from './bench/scratch-install.mjs';
import { assertBuilt, startWorker, workerEnv } from './bench/worker-process.mjs';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/roadside_bench_eta';
const REDIS_URL = 'redis://127.0.0.1:6379/10';
const PORT = 3220;
const BASE = `http://127.0.0.1:${PORT}`;
const TWILIO = { sid: 'AC00000000000000000000000000000024', token: 'bench-eta-auth-token-01234', from: '+14695550124' };
const SLIP_MINUTES = 1;
/** An honest promise: the straight-line minutes the server would predict, plus this. */
const PROMISE_MARGIN_MINUTES = 1;
/** Every slip gets this long to reach the customer before it counts as missed. */
const PATIENCE_MS = 90_000;
/** The worker's arrival watch looks this often (ARRIVAL_WATCH_MS): a late spell shorter than that may pass unseen. */
const SWEEP_MS = 15_000;
const TARGET_P95_MS = 60_000;
/** Between writing the promises and the first truck setting off. */
const START_DELAY_MS = 2_000;
/** Driving goes on this much past the last slip's patience, for fixes a little later than planned. */
const END_SLACK_MS = 5_000;
const PROGRESS_EVERY_MS = 30_000;
const SLIP_TEMPLATE = 'running-late';
const MAX_TRUCKS = 99_999;

const { values: flags } = parseArgs({
  options: {
    trucks: { type: 'string', default: '300' },
    seed: { type: 'string', default: '24' },
    duration: { type: 'string', default: '360' },
    'rate-limit': { type: 'string', default: '10' },
  },
});
const truckCount = positiveInt('trucks', flags.trucks);
const seed = positiveInt('seed', flags.seed, 0);
const durationMs = positiveInt('duration', flags.duration) * 1000;
const rateLimit = positiveInt('rate-limit', flags['rate-limit']);
if (truckCount > MAX_TRUCKS) {
  console.error(`--trucks must be at most ${formatCount(MAX_TRUCKS)} (the seeded codes run out)`);
  process.exit(2);
}

assertBuilt('bench:eta');
const { QUEUES } = requireBuilt('./infra/queue/queue-catalogue');

const trucks = planTrucks(truckCount, seed).map((truck) => ({
  ...truck,
  jobId: `ETA${String(truck.index + 1).padStart(6, '0')}`,
  trackingId: `eta${String(truck.index + 1).padStart(5, '0')}`,
  phone: `+1214${5_300_000 + truck.index + 1}`,
  providerPhone: `+1972${5_300_000 + truck.index + 1}`,
  address: `10.24.${(truck.index + 1) >> 8}.${(truck.index + 1) & 255}`,
}));
const kindCounts = Object.fromEntries(KINDS.map((kind) => [kind, trucks.filter((truck) => truck.kind === kind).length]));

const install = scratchInstall({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL });
await install.reset();
await assertPortFree(PORT);
console.log(
  `bench:eta  ${formatCount(truckCount)} trucks en route (${KINDS.map((kind) => `${kindCounts[kind]} ${kind}`).join(', ')})  ` +
    `a fix every ${FIX_EVERY_MS / 1000} s  ETA_SLIP_MINUTES=${SLIP_MINUTES}  promise = straight-line minutes + ${PROMISE_MARGIN_MINUTES}  seed ${seed}`,
);
console.log(`Machine: ${cpus().length} CPUs, Node ${process.version}, load average ${loadavgText()} at start`);

const load = fork(join(ROOT, 'scripts', 'bench', 'eta-load.mjs'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
let api = null;
let worker = null;
// The worker stops itself on exit (worker-process.mjs); the api and the load process are ours to stop.
process.once('exit', () => {
  for (const child of [api, load]) if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

// Uploads would otherwise go under the repo's ./var/files.
const filesDir = mkdtempSync(join(tmpdir(), 'bench-eta-files-'));
const db = new pg.Client({ connectionString: DATABASE_URL });
let passed = false;
try {
  const { url: twilioUrl } = await reply(load, 'stand-in');
  const env = workerEnv({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL }, {
    PUBLIC_URL: BASE,
    PORT: String(PORT),
    TRUST_PROXY: 'loopback',
    TWILIO_ACCOUNT_SID: TWILIO.sid,
    TWILIO_AUTH_TOKEN: TWILIO.token,
    TWILIO_FROM: TWILIO.from,
    TWILIO_API_URL: twilioUrl,
    SMS_RATE_LIMIT_PER_SECOND: String(rateLimit),
    ETA_SLIP_MINUTES: String(SLIP_MINUTES),
    // Set empty so that a developer's .env cannot turn on a road router: the bench's rule is the straight line.
    ROUTER_URL: '',
    FILES_DIR: filesDir,
  });
  api = startServer(join(ROOT, 'dist', 'main.js'), { env: { PATH: process.env.PATH ?? '', ...env, PROCESS_ROLE: 'api' }, cwd: ROOT });
  await waitUntilAnswering(`${BASE}/api/health`, api);
  worker = await startWorker({ env, install, queueName: QUEUES.sms });
  await db.connect();
  await seedTrips();

  const connected = await ask(load, { type: 'connect', base: BASE, trucks }, 'connected');
  console.log(`connected ${formatCount(connected.connected)}/${formatCount(truckCount)} provider sockets in ${(connected.ms / 1000).toFixed(1)} s`);
  for (const [message, count] of connected.refusals) console.log(`  refused ×${count}: ${message}`);
  if (connected.connected < truckCount) throw new Error('not every provider socket connected');

  const t0 = Date.now() + START_DELAY_MS;
  const promises = await promiseArrivals(t0);
  const until = Math.min(t0 + durationMs, lastPlannedSlip(promises, t0 + durationMs) + PATIENCE_MS + END_SLACK_MS);
  console.log(`driving for ${Math.round((until - t0) / 1000)} s (every planned slip + ${PATIENCE_MS / 1000} s, at most --duration)`);
  const cpuBefore = { api: cpuSeconds(api.pid), worker: worker.cpuSeconds(), at: Date.now() };
  load.send({ type: 'drive', t0, until });
  while (Date.now() < until) {
    await sleep(Math.min(PROGRESS_EVERY_MS, until - Date.now()));
    await printProgress(t0);
  }

  const result = await ask(load, { type: 'report' }, 'result');
  const driven = (Date.now() - cpuBefore.at) / 1000;
  const cpu = { api: (cpuSeconds(api.pid) - cpuBefore.api) / driven, worker: (worker.cpuSeconds() - cpuBefore.worker) / driven };
  passed = report(measure(result, promises, until, await stagedSlipTexts()), cpu);
} finally {
  await db.end().catch(() => undefined);
  if (load.exitCode === null) load.kill();
  await worker?.stop();
  await stopServer(api);
  rmSync(filesDir, { recursive: true, force: true });
  if (worker?.warnings) console.log(`worker: ${worker.warnings} log lines at warn or above, last: ${worker.lastWarning}`);
}
process.exit(passed ? 0 : 1);

/** Each truck's provider, and its paid tow already en route to a customer at the truck's pickup; no promise yet. */
async function seedTrips() {
  const column = (pick) => trucks.map(pick);
  const { rowCount } = await db.query(
    `with providers as (
       insert into providers (id, name, phone, vehicle_info, active, on_duty, on_duty_since, agreement_accepted_at, language, created_at, updated_at)
       select gen_random_uuid(), 'Bench Truck ' || lpad(n::text, 5, '0'), phone, 'Tow truck', true, true, now(), now(), 'en', now(), now()
       from unnest($1::text[], $2::int[]) as u(phone, n)
       returning id, phone
     )
     insert into customer_requests (id, status, request_type, customer_tracking_id, provider_job_id, provider_id, created_at, updated_at,
       version, phone, vehicle_year, vehicle_make, vehicle_model, vehicle_type, service_type, location_address, use_gps,
       customer_lat, customer_lng, admin_price_cents, final_price_cents, customer_final_decision, deposit_percentage,
       deposit_amount_cents, deposit_paid, deposit_paid_at, payment_status, terms_accepted_at, language)
     select gen_random_uuid(), 'en_route', 'online', u.tracking, u.job, p.id, now(), now(),
       1, u.phone, 2016, 'Toyota', 'Tacoma', 'Pickup Truck', 'Towing', '2200 Ross Ave, Dallas, TX', true,
       u.lat, u.lng, 20000, 20000, 'accepted', 15,
       3000, true, now(), 'upfront_paid', now(), 'en'
     from unnest($3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[], $1::text[])
       as u(tracking, job, phone, lat, lng, provider_phone)
     join providers p on p.phone = u.provider_phone`,
    [
      column((truck) => truck.providerPhone),
      column((truck) => truck.index + 1),
      column((truck) => truck.trackingId),
      column((truck) => truck.jobId),
      column((truck) => truck.phone),
      column((truck) => truck.pickup.lat),
      column((truck) => truck.pickup.lng),
    ],
  );
  if (rowCount !== truckCount) throw new Error(`seeded ${rowCount} of ${truckCount} trips`);
}

/**
 * Each truck's promise, made as it sets off: the provider said the honest straight-line minutes plus
 * the margin, then. Written just before the first truck sets off, so no trip is late before it starts.
 */
async function promiseArrivals(t0) {
  const promises = trucks.map((truck) => {
    const setOffAt = t0 + truck.setOffMs;
    const minutes = honestMinutes(truck.start, truck.pickup) + PROMISE_MARGIN_MINUTES;
    return { setOffAt, minutes, promisedAt: setOffAt + minutes * 60_000 };
  });
  const iso = (ms) => new Date(ms).toISOString();
  await db.query(
    `update customer_requests r
        set provider_eta_minutes = u.minutes, provider_eta_at = u.set_off, set_off_at = u.set_off,
            promised_arrival_at = u.promised, predicted_arrival_at = u.promised, predicted_basis = 'provider'
       from unnest($1::text[], $2::int[], $3::timestamptz[], $4::timestamptz[]) as u(job, minutes, set_off, promised)
      where r.provider_job_id = u.job`,
    [trucks.map((truck) => truck.jobId), promises.map((p) => p.minutes), promises.map((p) => iso(p.setOffAt)), promises.map((p) => iso(p.promisedAt))],
  );
  if (Date.now() >= t0) throw new Error('writing the promises took longer than the start delay');
  return promises;
}

/** When the last truck will slip if every fix goes as planned (the run's length); t0 when none will before `cap`. */
function lastPlannedSlip(promises, cap) {
  let last = promises[0].setOffAt;
  trucks.forEach((truck, i) => {
    const { setOffAt, promisedAt } = promises[i];
    const fixes = [];
    for (let at = setOffAt; at < cap; at += FIX_EVERY_MS) fixes.push({ at, ...positionAt(truck, at - setOffAt) });
    const spell = firstLateSpell(fixes, { pickup: truck.pickup, promisedAt, slipMs: SLIP_MINUTES * 60_000, until: cap });
    if (spell) last = Math.max(last, spell.from);
  });
  return last;
}

async function printProgress(t0) {
  const { rows } = await db.query(
    `select count(*) filter (where running_late_since is not null)::int as late,
            (select count(*) from sms_messages where template = $1)::int as texts,
            (select count(*) from provider_positions)::int as reporting
       from customer_requests`,
    [SLIP_TEMPLATE],
  );
  const [{ late, texts, reporting }] = rows;
  console.log(`  ${String(Math.round((Date.now() - t0) / 1000)).padStart(4)} s: ${reporting} trucks reporting, ${late} running late, ${texts} slip texts staged`);
}

/** The slip texts the server wrote to its outbox: for which job, to whom, what, and when. */
async function stagedSlipTexts() {
  const { rows } = await db.query(
    `select r.provider_job_id as job, m.to_phone, m.body, m.created_at
       from sms_messages m join customer_requests r on r.id = m.request_id
      where m.template = $1`,
    [SLIP_TEMPLATE],
  );
  const { rows: late } = await db.query(`select count(*)::int as n from customer_requests where running_late_since is not null`);
  return { rows, markedLate: late[0].n };
}

/** Every truck's real slip (from the fixes the server took) against the slip texts that reached the stand-in. */
function measure(result, promises, observedUntil, staged) {
  const truckOfPhone = new Map(trucks.map((truck) => [truck.phone, truck]));
  // A text at the stand-in is a slip text when the outbox holds a slip text with its recipient and body.
  const slipTexts = new Set(staged.rows.map((row) => `${row.to_phone}\n${row.body}`));
  const textsOf = new Map();
  let otherTexts = 0;
  for (const text of result.texts) {
    const truck = truckOfPhone.get(text.to);
    if (!truck || !slipTexts.has(`${text.to}\n${text.body}`)) {
      otherTexts++;
      continue;
    }
    if (!textsOf.has(truck.index)) textsOf.set(truck.index, []);
    textsOf.get(truck.index).push(text.at);
  }
  const stagedAt = new Map(staged.rows.map((row) => [row.job, new Date(row.created_at).getTime()]));
  let fixesSent = 0;
  const fixProblems = new Map();
  const trips = trucks.map((truck, i) => {
    const fixes = result.fixes[truck.index] ?? [];
    fixesSent += fixes.length;
    for (const fix of fixes) if (fix.ack !== 'ok') fixProblems.set(fix.ack, (fixProblems.get(fix.ack) ?? 0) + 1);
    const taken = fixes.filter((fix) => fix.ack === 'ok');
    const spell = firstLateSpell(taken, { pickup: truck.pickup, promisedAt: promises[i].promisedAt, slipMs: SLIP_MINUTES * 60_000, until: observedUntil });
    const texts = (textsOf.get(truck.index) ?? []).sort((a, b) => a - b);
    return {
      index: truck.index,
      kind: truck.kind,
      slip: spell?.from ?? null,
      // A first spell that lasted to the end of the run is not brief, however long it had been.
      firstSpellMs: spell && spell.to < observedUntil ? spell.to - spell.from : null,
      text: texts[0] ?? null,
      texts: texts.length,
      staged: stagedAt.get(truck.jobId) ?? null,
    };
  });
  return { trips, fixesSent, fixProblems, otherTexts, staged, observedUntil };
}

function report({ trips, fixesSent, fixProblems, otherTexts, staged, observedUntil }, cpu) {
  const judged = (trip) => trip.slip !== null && trip.slip + PATIENCE_MS <= observedUntil;
  const onTimeText = (trip) => trip.text !== null && trip.slip !== null && trip.text >= trip.slip;
  const latencies = (list) => list.filter(onTimeText).map((trip) => trip.text - trip.slip).sort((a, b) => a - b);
  const counts = (list) => ({
    trucks: list.length,
    slipped: list.filter((trip) => trip.slip !== null).length,
    texted: list.filter(onTimeText).length,
    missed: list.filter((trip) => judged(trip) && trip.text === null).length,
    neverSlipped: list.filter((trip) => trip.text !== null && trip.slip === null).length,
    beforeSlip: list.filter((trip) => trip.text !== null && trip.slip !== null && trip.text < trip.slip).length,
    unjudged: list.filter((trip) => trip.slip !== null && !judged(trip) && trip.text === null).length,
    latency: latencies(list),
  });

  console.log('\nby kind        trucks  slipped  texted  missed  false  slip → text p50 / p95 / max (s)');
  for (const kind of KINDS) {
    const c = counts(trips.filter((trip) => trip.kind === kind));
    const cells = [c.trucks, c.slipped, c.texted, c.missed, c.neverSlipped + c.beforeSlip].map((n, i) => formatCount(n).padStart([6, 7, 6, 6, 5][i]));
    console.log(`  ${kind.padEnd(11)}  ${cells.join('  ')}  ${seconds(percentile(c.latency, 50))} / ${seconds(percentile(c.latency, 95))} / ${seconds(c.latency.at(-1))}`);
  }

  const all = counts(trips);
  const detect = trips.filter((trip) => onTimeText(trip) && trip.staged !== null);
  const toStaged = detect.map((trip) => trip.staged - trip.slip).sort((a, b) => a - b);
  const toTwilio = detect.map((trip) => trip.text - trip.staged).sort((a, b) => a - b);
  const twice = trips.filter((trip) => trip.texts > 1).length;
  const fixesRefused = [...fixProblems.values()].reduce((sum, n) => sum + n, 0);
  const brief = trips.filter((trip) => trip.firstSpellMs !== null && trip.firstSpellMs < SWEEP_MS).length;
  const slowest = trips
    .filter(onTimeText)
    .sort((a, b) => b.text - b.slip - (a.text - a.slip))
    .slice(0, 3)
    .map((trip) => `#${trip.index + 1} ${trip.kind} ${seconds(trip.text - trip.slip)} s${trip.firstSpellMs === null ? '' : ` (late for ${seconds(trip.firstSpellMs)} s, then on time again)`}`);
  if (slowest.length) console.log(`  slowest slip texts: ${slowest.join(', ')}`);
  const p95 = percentile(all.latency, 95);
  const kindCell = (pick) => KINDS.map((kind) => formatCount(pick(trips.filter((trip) => trip.kind === kind)))).join(' / ');
  const rows = [
    [`trucks (${KINDS.join(' / ')})`, kindCell((list) => list.length)],
    ['fixes sent / not taken', `${formatCount(fixesSent)} / ${formatCount(fixesRefused)}`],
    [`slips expected (${KINDS.join(' / ')})`, `${formatCount(all.slipped)} (${kindCell((list) => list.filter((trip) => trip.slip !== null).length)})`, '> 0', all.slipped > 0],
    ['slips texted', formatCount(all.texted)],
    [`missed slips (no text within ${PATIENCE_MS / 1000} s)`, formatCount(all.missed), '0', all.missed === 0],
    ['false slips (texted, never slipped)', formatCount(all.neverSlipped), '0', all.neverSlipped === 0],
    ['false slips (texted before slipping)', formatCount(all.beforeSlip), '0', all.beforeSlip === 0],
    ['trips texted a slip more than once', formatCount(twice), '0', twice === 0],
    ['slip → text p50 (s)', seconds(percentile(all.latency, 50))],
    ['slip → text p95 (s)', seconds(p95), `≤ ${TARGET_P95_MS / 1000}`, all.latency.length > 0 && p95 <= TARGET_P95_MS],
    ['slip → text max (s)', seconds(all.latency.at(-1))],
    ['  slip → staged in the outbox p50 / p95 (s)', `${seconds(percentile(toStaged, 50))} / ${seconds(percentile(toStaged, 95))}`],
    ['  staged → at Twilio p50 / p95 (s)', `${seconds(percentile(toTwilio, 50))} / ${seconds(percentile(toTwilio, 95))}`],
    ['slip texts staged / at Twilio', `${formatCount(staged.rows.length)} / ${formatCount(trips.reduce((sum, trip) => sum + trip.texts, 0))}`],
    [`slips first late for less than a sweep (${SWEEP_MS / 1000} s)`, formatCount(brief)],
    ['trips marked running late', formatCount(staged.markedLate)],
    ...(all.unjudged ? [[`slips too near the end to judge (< ${PATIENCE_MS / 1000} s)`, formatCount(all.unjudged)]] : []),
    ...(otherTexts ? [['other texts at the stand-in', formatCount(otherTexts)]] : []),
    ['api / worker CPU % while driving (100 = 1 core)', `${(cpu.api * 100).toFixed(0)} / ${(cpu.worker * 100).toFixed(0)}`],
    ['load average at end', loadavgText()],
  ];
  for (const [problem, n] of fixProblems) console.log(`  fixes not taken ×${n}: ${problem}`);
  return printResultTable(`bench:eta  ${formatCount(trips.length)} trucks, a slip is ${SLIP_MINUTES} min past the promise`, rows);
}

/** The child's next message of `type` once `message` is sent; fails on its error message or its exit. */
function ask(child, message, type) {
  const answer = reply(child, type);
  child.send(message);
  return answer;
}

function reply(child, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message.type !== type && message.type !== 'error') return;
      stop();
      if (message.type === 'error') reject(new Error(`the load process failed: ${message.message}`));
      else resolve(message);
    };
    const onExit = (code) => {
      stop();
      reject(new Error(`the load process exited (${code}) before answering '${type}'`));
    };
    const stop = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

function seconds(ms) {
  return Number.isFinite(ms) ? (ms / 1000).toFixed(1) : '-';
}

function loadavgText() {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}
