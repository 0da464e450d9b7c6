// `npm run bench:sms`: SMS throughput. Starts the built worker on a scratch install pointed at a
// loopback Twilio stand-in and queues texts through the app's own outbox (SmsOutboxService: rows
// written in transactions, then their send-sms jobs) while the sms queue is paused; then resumes
// it. First a warm-up round (the worker's code is compiled and its connections opened as it goes,
// as in any worker that has been up a while), then the measured round. At the stand-in it measures
// the measured round's sends per second (first to last arrival), and over both rounds the most
// sends in any rolling second per sender number against the worker's rate limit, texts lost and
// texts sent twice. Then the first text under a burst (scripts/bench/first-text-burst.mjs): an api and
// a worker at the default per-sender limit, --burst-requests intakes from as many numbers over
// --burst-seconds, and the time from each 201 to the stand-in receiving that number's text (p95 ≤ 2 s).
//
//   node scripts/bench-sms.mjs [--texts=10000] [--warmup=2000] [--rate-limit=2500] [--concurrency=<app default>]
//                              [--burst-requests=50] [--burst-seconds=10]
//                              [--worker-node-flags="--cpu-prof --cpu-prof-dir=/tmp/prof"]
//
// --rate-limit and --concurrency become the worker's SMS_RATE_LIMIT_PER_SECOND and
// SMS_WORKER_CONCURRENCY. Exits 1 when a target is missed.
import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Queue } from 'bullmq';
import { positiveInt } from './bench/cli-flags.mjs';
import { formatCount, formatMs, printResultTable } from './bench/result-table.mjs';
import { requireBuilt, scratchInstall } from './bench/scratch-install.mjs';
import { firstTextBurst } from './bench/first-text-burst.mjs';
import { startTwilioStandIn } from './bench/twilio-arrivals-stand-in.mjs';
import { assertBuilt, nodeFlagsOf, startWorker, workerEnv } from './bench/worker-process.mjs';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/roadside_bench_sms';
const REDIS_URL = 'redis://127.0.0.1:6379/8';
const TWILIO = { sid: 'AC00000000000000000000000000000008', token: 'bench-auth-token-0123456789', from: '+14695550100' };
const TARGET_SENDS_PER_SECOND = 500;
const TARGET_FIRST_TEXT_P95_MS = 2_000;
const TEXTS_PER_TRANSACTION = 100;
const TRANSACTIONS_AT_ONCE = 4;
/** After the last text arrived, a text sent twice still has this long to show up. */
const DUPLICATE_GRACE_MS = 2_000;
const WINDOW_MS = 1_000;

const { values: flags } = parseArgs({
  options: {
    texts: { type: 'string', default: '10000' },
    warmup: { type: 'string', default: '2000' },
    'rate-limit': { type: 'string', default: '2500' },
    concurrency: { type: 'string' },
    'worker-node-flags': { type: 'string', default: '' },
    'burst-requests': { type: 'string', default: '50' },
    'burst-seconds': { type: 'string', default: '10' },
  },
});
const texts = positiveInt('texts', flags.texts);
const warmup = positiveInt('warmup', flags.warmup, 0);
const rateLimit = positiveInt('rate-limit', flags['rate-limit']);
const concurrency = flags.concurrency === undefined ? null : positiveInt('concurrency', flags.concurrency);
const burst = { requests: positiveInt('burst-requests', flags['burst-requests']), seconds: positiveInt('burst-seconds', flags['burst-seconds']) };

assertBuilt('bench:sms');
const { loadConfig } = requireBuilt('./config/load-config');
const { DEFAULT_JOB_OPTIONS, QUEUES } = requireBuilt('./infra/queue/queue-catalogue');
const { ormOptions } = requireBuilt('./infra/database/orm-options');
const { SmsOutboxService } = requireBuilt('./modules/notifications/sms-outbox.service');
const { SmsPhoneLines } = requireBuilt('./modules/notifications/sms-phone-lines');
const { SystemClock } = requireBuilt('./common/clock/clock');
const { MikroORM } = requireBuilt('@mikro-orm/postgresql');

const install = scratchInstall({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL });
await install.reset();
const twilio = await startTwilioStandIn();
const burstEnv = workerEnv({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL }, {
  TWILIO_ACCOUNT_SID: TWILIO.sid,
  TWILIO_AUTH_TOKEN: TWILIO.token,
  TWILIO_FROM: TWILIO.from,
  TWILIO_API_URL: twilio.url,
});
const env = {
  ...burstEnv,
  SMS_RATE_LIMIT_PER_SECOND: String(rateLimit),
  ...(concurrency ? { SMS_WORKER_CONCURRENCY: String(concurrency) } : {}),
};
const config = loadConfig(env);
console.log(
  `bench:sms  texts ${formatCount(texts)} after a warm-up of ${formatCount(warmup)}  worker concurrency ${config.smsWorker.concurrency}  ` +
    `rate limit ${formatCount(config.smsWorker.rateLimitPerSecond)}/s per sender  sender ${TWILIO.from}`,
);

const worker = await startWorker({ env, install, queueName: QUEUES.sms, nodeFlags: nodeFlagsOf(flags['worker-node-flags']) });
const queue = new Queue(QUEUES.sms, { ...install.queueOptions(), defaultJobOptions: DEFAULT_JOB_OPTIONS.sms });
const orm = await MikroORM.init(ormOptions(DATABASE_URL));
const outbox = new SmsOutboxService(orm.em, queue, new SmsPhoneLines(orm.em, queue), new SystemClock(), config);
let passed = false;
try {
  const rounds = [];
  if (warmup) rounds.push(await sendRound('warm-up', warmup));
  rounds.push(await sendRound('measured', texts));
  await sleep(DUPLICATE_GRACE_MS);
  passed = report(rounds, await outboxCounts());
  await worker.stop();
  passed = reportBurst(await firstTextBurst({ env: burstEnv, install, queueName: QUEUES.sms, twilio, ...burst })) && passed;
} finally {
  await orm.close(true);
  await queue.close();
  await worker.stop();
  await twilio.stop();
  if (worker.warnings) console.log(`worker: ${worker.warnings} log lines at warn or above, last: ${worker.lastWarning}`);
}
process.exit(passed ? 0 : 1);

/**
 * Queues `count` texts while the queue is paused, so the figures are the worker's and not how fast
 * this process queues, then resumes it and waits until the stand-in has every one of them.
 */
async function sendRound(name, count) {
  const prefix = `Bench ${name} text `;
  await queue.pause();
  const queueingStarted = performance.now();
  await queueThroughOutbox(prefix, count);
  console.log(`${name}: queued ${formatCount(count)} texts in ${((performance.now() - queueingStarted) / 1000).toFixed(1)} s`);

  const cpuBefore = worker.cpuSeconds();
  const resumedAt = performance.timeOrigin + performance.now();
  await queue.resume();
  const deadline = Date.now() + 60_000 + (count / Math.min(rateLimit, TARGET_SENDS_PER_SECOND)) * 3_000;
  while (distinctArrivals(prefix) < count && Date.now() < deadline) await sleep(50);
  return { name, prefix, count, resumedAt, cpuSeconds: worker.cpuSeconds() - cpuBefore };
}

async function queueThroughOutbox(prefix, count) {
  let next = 0;
  await Promise.all(
    Array.from({ length: TRANSACTIONS_AT_ONCE }, async () => {
      while (next < count) {
        const first = next;
        next = Math.min(count, next + TEXTS_PER_TRANSACTION);
        const last = next;
        await outbox.transaction(async (_tx, stager) => {
          for (let n = first; n < last; n++) {
            // 100 recipients, so the opt-out lookup and Twilio's per-number lists are realistic.
            const to = `+1214555${String(100 + (n % 100)).padStart(4, '0')}`;
            stager.stage({ to, body: `${prefix}${n}`, template: 'bench', idempotencyKey: `${prefix}${n}` });
          }
        });
      }
    }),
  );
}

function distinctArrivals(prefix) {
  return new Set(twilio.arrivals.body.filter((body) => body.startsWith(prefix))).size;
}

async function outboxCounts() {
  const rows = await orm.em.getConnection().execute(`select status, count(*)::int as n from sms_messages where template = 'bench' group by status`);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

function report(rounds, outbox) {
  const { at, sender, body } = twilio.arrivals;
  const queued = rounds.reduce((sum, round) => sum + round.count, 0);
  const distinct = new Set(body).size;
  const lost = queued - distinct;
  const duplicates = body.length - distinct;

  const measured = rounds.at(-1);
  const measuredAt = at.filter((_, i) => body[i].startsWith(measured.prefix));
  const first = Math.min(...measuredAt);
  const seconds = (Math.max(...measuredAt) - first) / 1000;
  const sendsPerSecond = measuredAt.length > 1 ? (measuredAt.length - 1) / seconds : 0;

  const perSender = new Map();
  at.forEach((time, i) => {
    if (!perSender.has(sender[i])) perSender.set(sender[i], []);
    perSender.get(sender[i]).push(time);
  });
  const senderRows = [...perSender].map(([number, times]) => {
    const busiest = busiestWindow(times.sort((a, b) => a - b));
    return [`most sends in any 1 s, ${number}`, formatCount(busiest), `≤ ${formatCount(rateLimit)}`, busiest <= rateLimit];
  });

  return printResultTable(`bench:sms  ${formatCount(texts)} texts measured (${formatCount(queued)} sent in all)`, [
    ['sends received by the stand-in', formatCount(at.length)],
    ['lost', formatCount(lost), '0', lost === 0],
    ['sent twice', formatCount(duplicates), '0', duplicates === 0],
    ['outbox rows sent / other', `${formatCount(outbox.sent ?? 0)} / ${formatCount(queued - (outbox.sent ?? 0))}`],
    ['lookups at the stand-in (unfinished sends)', formatCount(twilio.lookups())],
    ['resume → first arrival (ms)', formatMs(first - measured.resumedAt)],
    ['first → last arrival (s)', seconds.toFixed(2)],
    ['sends/s', formatCount(Math.round(sendsPerSecond)), `≥ ${formatCount(TARGET_SENDS_PER_SECOND)}`, sendsPerSecond >= TARGET_SENDS_PER_SECOND],
    ...senderRows,
    ['worker CPU % (100 = 1 core)', ((measured.cpuSeconds / seconds) * 100).toFixed(0)],
  ]);
}

function reportBurst({ requests, texted, p50, p95, max }) {
  const limit = loadConfig(burstEnv).smsWorker.rateLimitPerSecond;
  return printResultTable(`bench:sms  first text under a burst: ${requests} requests over ${burst.seconds} s, sender limit ${limit}/s`, [
    ['requests texted', `${texted} of ${requests}`, `${requests}`, texted === requests],
    ['intake 201 → first text p50 (ms)', formatMs(p50)],
    ['intake 201 → first text p95 (ms)', formatMs(p95), `≤ ${formatCount(TARGET_FIRST_TEXT_P95_MS)}`, p95 <= TARGET_FIRST_TEXT_P95_MS],
    ['intake 201 → first text max (ms)', formatMs(max)],
  ]);
}

/** The most arrivals inside any window of WINDOW_MS, of ascending times. */
function busiestWindow(times) {
  let most = 0;
  for (let start = 0, end = 0; start < times.length; start++) {
    while (end < times.length && times[end] < times[start] + WINDOW_MS) end++;
    most = Math.max(most, end - start);
  }
  return most;
}

