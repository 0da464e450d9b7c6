// `npm run bench:offers`: timed offers under a dispatch rush. Starts the built api and worker on a
// scratch install, texting a loopback Twilio stand-in; seeds --providers on-duty tow providers spread
// over Dallas/Fort Worth and --requests paid requests at random pickups (SQL: the intake is not what
// is measured). A load process of its own (scripts/bench/offers-load.mjs) presses 'Offer to Top 3' on
// every request and plays the providers' phones: each offer text is accepted with an ETA, declined, or
// left to expire, at a random moment, half on the offer page and half by a signed text; rounds repeat
// for the requests still without a provider. Then it checks in the database that every request was
// taken exactly once and measures how late the unanswered windows closed.
//
//   node scripts/bench-offers.mjs [--providers=200] [--requests=100] [--window=5] [--rounds=6]
//                                 [--concurrency=10] [--seed=23] [--rate-limit=2500]
//
// --window becomes OFFER_WINDOW_SECONDS and --rate-limit SMS_RATE_LIMIT_PER_SECOND (the default
// sends a burst's texts at once rather than at one long-code number's pace). Exits 1 when a target is missed.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { signIn } from './bench/app-fixtures.mjs';
import { positiveInt } from './bench/cli-flags.mjs';
import { cpuSeconds } from './bench/process-cpu.mjs';
import { assertPortFree, startServer, stopServer, waitUntilAnswering } from './bench/processes.mjs';
import { formatCount, formatMs, percentile, printResultTable } from './bench/result-table.mjs';
import { requireBuilt, ROOT, scratchInstall } from './bench/scratch-install.mjs';
import { assertBuilt, startWorker, workerEnv } from './bench/worker-process.mjs';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/roadside_bench_offers';
const REDIS_URL = 'redis://127.0.0.1:6379/9';
const PORT = 3210;
const BASE = `http://127.0.0.1:${PORT}`;
const TWILIO = { sid: 'AC00000000000000000000000000000023', token: 'bench-offers-auth-token-0123', from: '+14695550123' };
const ADMIN = { email: 'bench@example.com', password: 'bench-admin-password' };
const TARGET_FIRST_TEXT_P50_MS = 1_000;
const TARGET_EXPIRY_P99_MS = 1_000;
/** Once the load is done, offers the worker has not closed yet get this long (the sweep runs every 30 s). */
const CLOSE_PATIENCE_MS = 40_000;

const { values: flags } = parseArgs({
  options: {
    providers: { type: 'string', default: '200' },
    requests: { type: 'string', default: '100' },
    window: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '6' },
    concurrency: { type: 'string', default: '10' },
    seed: { type: 'string', default: '23' },
    'rate-limit': { type: 'string', default: '2500' },
  },
});
const providerCount = positiveInt('providers', flags.providers);
const requestCount = positiveInt('requests', flags.requests);
const windowSeconds = positiveInt('window', flags.window);
const seed = positiveInt('seed', flags.seed, 0);

assertBuilt('bench:offers');
const { QUEUES } = requireBuilt('./infra/queue/queue-catalogue');

const install = scratchInstall({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL });
await install.reset();
await assertPortFree(PORT);
console.log(
  `bench:offers  ${formatCount(providerCount)} on-duty providers  ${formatCount(requestCount)} paid requests  ` +
    `'Offer to Top 3', ${windowSeconds} s windows  seed ${seed}`,
);
console.log(`Machine: ${cpus().length} CPUs, Node ${process.version}, load average ${loadavgText()} at start`);

const load = fork(join(ROOT, 'scripts', 'bench', 'offers-load.mjs'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const [{ url: twilioUrl }] = await once(load, 'message');
const env = workerEnv({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL }, {
  PUBLIC_URL: BASE,
  PORT: String(PORT),
  TRUST_PROXY: 'loopback',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  TWILIO_ACCOUNT_SID: TWILIO.sid,
  TWILIO_AUTH_TOKEN: TWILIO.token,
  TWILIO_FROM: TWILIO.from,
  TWILIO_API_URL: twilioUrl,
  OFFER_WINDOW_SECONDS: String(windowSeconds),
  SMS_RATE_LIMIT_PER_SECOND: String(positiveInt('rate-limit', flags['rate-limit'])),
});
const api = startServer(join(ROOT, 'dist', 'main.js'), { env: { PATH: process.env.PATH ?? '', ...env, PROCESS_ROLE: 'api' }, cwd: ROOT });
let worker = null;
const db = new pg.Client({ connectionString: DATABASE_URL });
let passed = false;
try {
  await waitUntilAnswering(`${BASE}/api/health`, api);
  worker = await startWorker({ env, install, queueName: QUEUES.offers });
  await db.connect();
  const providers = await seedProviders();
  const requestIds = await seedPaidRequests();
  const cookie = await signIn(BASE, ADMIN.email, ADMIN.password);

  const cpuBefore = { api: cpuSeconds(api.pid), worker: worker.cpuSeconds(), at: performance.now() };
  load.send({
    base: BASE,
    cookie,
    publicUrl: BASE,
    twilio: TWILIO,
    requestIds,
    providers,
    windowMs: windowSeconds * 1000,
    rounds: positiveInt('rounds', flags.rounds),
    concurrency: positiveInt('concurrency', flags.concurrency),
    seed,
  });
  const [result] = await once(load, 'message');
  if (result.type === 'error') throw new Error(`the load process failed: ${result.message}`);
  const seconds = (performance.now() - cpuBefore.at) / 1000;
  const spent = { api: cpuSeconds(api.pid) - cpuBefore.api, worker: worker.cpuSeconds() - cpuBefore.worker };
  const cpu = { api: spent.api / seconds, worker: spent.worker / seconds, totalSeconds: spent.api + spent.worker };
  await offersClosed();
  passed = report(result, await outcomes(), cpu);
} finally {
  await db.end();
  if (load.exitCode === null) load.kill();
  await worker?.stop();
  await stopServer(api);
  if (worker?.warnings) console.log(`worker: ${worker.warnings} log lines at warn or above, last: ${worker.lastWarning}`);
}
process.exit(passed ? 0 : 1);

/** Tow providers on a 20-column grid over DFW, each on duty, agreement accepted, taking light vehicles within 25 miles. */
async function seedProviders() {
  const { rows } = await db.query(
    `insert into providers (id, name, phone, active, on_duty, on_duty_since, services, vehicle_classes, home_lat, home_lng,
       service_radius_miles, agreement_accepted_at, language, created_at, updated_at)
     select gen_random_uuid(), 'Bench Tow ' || lpad(n::text, 4, '0'), '+1972' || (5100000 + n), true, true, now(), '{Towing}', '{light}',
       32.55 + ((n - 1) / 20) * 0.055, -97.45 + ((n - 1) % 20) * 0.047, 25, now(), 'en', now(), now()
     from generate_series(1, $1::int) as n
     returning id, phone`,
    [providerCount],
  );
  return rows;
}

/** Paid tows ($200, $30 deposit) at pickups spread at random over the providers' grid, the same for the same seed. */
async function seedPaidRequests() {
  await db.query('select setseed($1)', [(seed % 1000) / 1000]);
  const { rows } = await db.query(
    `insert into customer_requests (id, status, request_type, customer_tracking_id, created_at, updated_at, version, phone,
       vehicle_year, vehicle_make, vehicle_model, vehicle_type, service_type, location_address, use_gps, customer_lat, customer_lng,
       admin_price_cents, final_price_cents, customer_final_decision, deposit_percentage, deposit_amount_cents, deposit_paid,
       deposit_paid_at, payment_status, terms_accepted_at, language)
     select gen_random_uuid(), 'deposit_paid', 'online', 'of' || lpad(to_hex(n), 6, '0'), now(), now(), 1,
       '+1214' || (5200000 + n), 2016, 'Toyota', 'Tacoma', 'Pickup Truck', 'Towing', '2200 Ross Ave, Dallas, TX', true,
       32.55 + random() * 0.5, -97.45 + random() * 0.9,
       20000, 20000, 'accepted', 15, 3000, true, now(), 'upfront_paid', now(), 'en'
     from generate_series(1, $1::int) as n
     returning id`,
    [requestCount],
  );
  return rows.map((row) => row.id);
}

/** Waits until the worker has closed every window, so what is still open is a window it missed. */
async function offersClosed() {
  const deadline = Date.now() + CLOSE_PATIENCE_MS;
  while (Date.now() < deadline) {
    const { rows } = await db.query(`select count(*)::int as open from offers where status = 'open'`);
    if (rows[0].open === 0) return;
    await sleep(250);
  }
}

async function outcomes() {
  const query = async (sql) => (await db.query(sql)).rows;
  const [requests] = await query(
    `select count(*)::int as total, count(provider_id)::int as assigned,
            count(*) filter (where accepted <> 1 or provider_id is distinct from acceptor)::int as not_once
       from (select r.id, r.provider_id, count(o.id) filter (where o.status = 'accepted')::int as accepted,
                    min(o.provider_id::text) filter (where o.status = 'accepted')::uuid as acceptor
               from customer_requests r left join offers o on o.request_id = r.id
              group by r.id) as per_request`,
  );
  const statuses = Object.fromEntries((await query(`select status, count(*)::int as n from offers group by status`)).map((row) => [row.status, row.n]));
  const channels = Object.fromEntries(
    (await query(`select answered_by, count(*)::int as n from offers where answered_by is not null group by answered_by`)).map((row) => [row.answered_by, row.n]),
  );
  // The expiry writes its activity entry, at the worker's clock, in the transaction that marks the offer expired.
  const expiries = await query(
    `select o.id, (extract(epoch from l.created_at - o.expires_at) * 1000)::float8 as late_ms
       from offers o
       join providers p on p.id = o.provider_id
       left join request_activity_log l
         on l.request_id = o.request_id and l.action = 'Offer to ' || p.name || ' (offer ' || o.job_number || ') expired unanswered'
      where o.status = 'expired'`,
  );
  const [doubleBooked] = await query(
    `select count(*)::int as n from (select provider_id from customer_requests
      where provider_id is not null and status in ('assigned', 'provider_assigned', 'en_route', 'arrived', 'in_progress')
      group by provider_id having count(*) > 1) as busy_twice`,
  );
  return { requests, statuses, channels, expiries, doubleBooked: doubleBooked.n };
}

function report(result, db, cpu) {
  const firstText = [...result.firstTextMs].sort((a, b) => a - b);
  const presses = [...result.pressMs].sort((a, b) => a - b);
  const lateness = db.expiries.filter((row) => row.late_ms !== null).map((row) => row.late_ms).sort((a, b) => a - b);
  const unlogged = db.expiries.length - lateness.length;
  const { total, assigned, not_once: notOnce } = db.requests;
  const firstP50 = percentile(firstText, 50);
  const expiryP99 = percentile(lateness, 99);
  const status = (name) => formatCount(db.statuses[name] ?? 0);
  const offersSent = Object.values(db.statuses).reduce((sum, n) => sum + n, 0);
  console.log('\nanswers (channel, answer, outcome):');
  for (const [key, n] of Object.entries(result.answers)) console.log(`  ${key.padEnd(40)} ${formatCount(n)}`);
  return printResultTable(`bench:offers  ${formatCount(total)} requests, ${formatCount(providerCount)} providers, ${windowSeconds} s windows`, [
    ['rounds of Offer to Top 3 / presses', `${result.rounds} / ${formatCount(result.sends)}`],
    ['offers sent', formatCount(offersSent)],
    ['accepted / declined / expired / withdrawn', `${status('accepted')} / ${status('declined')} / ${status('expired')} / ${status('withdrawn')}`],
    ['answered on the page / by text', `${formatCount(db.channels.page ?? 0)} / ${formatCount(db.channels.sms ?? 0)}`],
    ['texts at the stand-in', formatCount(result.textsReceived)],
    ['assignments', formatCount(assigned), `= ${formatCount(total)}`, assigned === total],
    ['requests not taken exactly once', formatCount(notOnce), '0', notOnce === 0],
    ['offers left open', status('open'), '0', (db.statuses.open ?? 0) === 0],
    ['presses with no text at the stand-in', formatCount(result.sendsWithoutText), '0', result.sendsWithoutText === 0],
    ['Send Offer → first text p50 (ms)', formatMs(firstP50), `≤ ${formatCount(TARGET_FIRST_TEXT_P50_MS)}`, firstP50 <= TARGET_FIRST_TEXT_P50_MS],
    ['Send Offer → first text p95 (ms)', formatMs(percentile(firstText, 95))],
    ['Send Offer answered p50 / p95 (ms)', `${formatMs(percentile(presses, 50))} / ${formatMs(percentile(presses, 95))}`],
    ['page accept answered p50 / p95 (ms)', answeredText(result.pageAnswerMs.accept)],
    ['page decline answered p50 / p95 (ms)', answeredText(result.pageAnswerMs.decline)],
    ['expired offers without their log entry', formatCount(unlogged), '0', unlogged === 0],
    ['expiry lateness p50 (ms)', formatMs(percentile(lateness, 50))],
    ['expiry lateness p99 (ms)', formatMs(expiryP99), `≤ ${formatCount(TARGET_EXPIRY_P99_MS)}`, lateness.length > 0 && expiryP99 <= TARGET_EXPIRY_P99_MS],
    ['expiry lateness max (ms)', formatMs(lateness.at(-1))],
    ['providers on two unfinished jobs at once', formatCount(db.doubleBooked)],
    ['api / worker CPU % during the load (100 = 1 core)', `${(cpu.api * 100).toFixed(0)} / ${(cpu.worker * 100).toFixed(0)}`],
    ['api + worker CPU ms per offer sent', (cpu.totalSeconds * 1000 / Math.max(1, offersSent)).toFixed(2)],
    ['load average at end', loadavgText()],
  ]);
}

function answeredText(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  return `${formatMs(percentile(sorted, 50))} / ${formatMs(percentile(sorted, 95))}`;
}

function loadavgText() {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}
