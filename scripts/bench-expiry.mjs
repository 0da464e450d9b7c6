// `npm run bench:expiry`: how late delayed jobs fire. Starts the built worker on a scratch install,
// schedules --jobs link-expiry jobs through the app's own LinkExpiryQueueService (one per completed
// request, each due LINK_LIFETIME after its completion; completions are back-dated so the jobs fall
// due evenly over --spread seconds), and compares each job's due time with when the worker took it
// up: BullMQ's own `processedOn`, read as each job completes (the queue keeps only the latest
// completed jobs).
//
//   node scripts/bench-expiry.mjs [--jobs=1000] [--spread=15] [--worker-node-flags="--cpu-prof"]
//
// Exits 1 when a target is missed.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Job, Queue, QueueEvents } from 'bullmq';
import { positiveInt } from './bench/cli-flags.mjs';
import { formatCount, formatMs, percentile, printResultTable } from './bench/result-table.mjs';
import { requireBuilt, scratchInstall } from './bench/scratch-install.mjs';
import { assertBuilt, nodeFlagsOf, startWorker, workerEnv } from './bench/worker-process.mjs';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/roadside_bench_expiry';
const REDIS_URL = 'redis://127.0.0.1:6379/8';
/** A link closing within 2 s of its time is soon enough: BullMQ's own promotion of delayed jobs meets it. */
const TARGET_P99_MS = 2_000;
/** The first job falls due this long after scheduling starts, so every job is queued before any is due. */
const LEAD_MS = 3_000;
/** After the last due time, a job still missing gets this long before it counts as never fired. */
const LAST_CALL_MS = 30_000;

const { values: flags } = parseArgs({
  options: {
    jobs: { type: 'string', default: '1000' },
    spread: { type: 'string', default: '15' },
    'worker-node-flags': { type: 'string', default: '' },
  },
});
const jobs = positiveInt('jobs', flags.jobs);
const spreadMs = positiveInt('spread', flags.spread) * 1000;

assertBuilt('bench:expiry');
const { DEFAULT_JOB_OPTIONS, QUEUES, jobIds } = requireBuilt('./infra/queue/queue-catalogue');
const { LinkExpiryQueueService } = requireBuilt('./modules/dispatch/link-expiry-queue.service');
const { LINK_LIFETIME_MS } = requireBuilt('./domain/link-expiry');
const { SystemClock } = requireBuilt('./common/clock/clock');

const install = scratchInstall({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL });
await install.reset();
const env = workerEnv({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL });
console.log(`bench:expiry  jobs ${formatCount(jobs)}  due evenly over ${spreadMs / 1000} s, the first ${LEAD_MS / 1000} s after scheduling starts`);

const worker = await startWorker({ env, install, queueName: QUEUES.linkExpiry, nodeFlags: nodeFlagsOf(flags['worker-node-flags']) });
const queue = new Queue(QUEUES.linkExpiry, { ...install.queueOptions(), defaultJobOptions: DEFAULT_JOB_OPTIONS[QUEUES.linkExpiry] });
const events = new QueueEvents(QUEUES.linkExpiry, install.queueOptions());
let passed = false;
try {
  const processedOn = new Map();
  const failed = new Set();
  events.on('completed', async ({ jobId }) => {
    const job = await Job.fromId(queue, jobId);
    if (job) processedOn.set(jobId, job.processedOn);
  });
  events.on('failed', ({ jobId }) => failed.add(jobId));
  await events.waitUntilReady();

  const dueAt = await scheduleThroughService(new LinkExpiryQueueService(queue, new SystemClock()));
  const lastDue = Math.max(...dueAt.values());
  while (processedOn.size + failed.size < jobs && Date.now() < lastDue + LAST_CALL_MS) await sleep(100);
  await sleep(200);
  passed = report(dueAt, processedOn, failed);
} finally {
  await events.close();
  await queue.close();
  await worker.stop();
  if (worker.warnings) console.log(`worker: ${worker.warnings} log lines at warn or above, last: ${worker.lastWarning}`);
}
process.exit(passed ? 0 : 1);

/** Schedules every job the way completing a request does; answers each job id's due time. */
async function scheduleThroughService(linkExpiry) {
  const firstDue = Date.now() + LEAD_MS;
  const dueAt = new Map();
  const started = performance.now();
  for (let n = 0; n < jobs; n++) {
    const due = firstDue + Math.round((n * spreadMs) / jobs);
    const request = {
      id: randomUUID(),
      serviceCompletedAt: new Date(due - LINK_LIFETIME_MS),
      customerTrackingId: `bench-tracking-${n}`,
      providerJobId: `bench-job-${n}`,
    };
    await linkExpiry.schedule(request);
    dueAt.set(jobIds.expireLinks(request.id), due);
  }
  const seconds = (performance.now() - started) / 1000;
  const margin = firstDue - Date.now();
  console.log(`scheduled ${formatCount(jobs)} jobs in ${seconds.toFixed(2)} s, ${margin} ms before the first was due`);
  return dueAt;
}

function report(dueAt, processedOn, failed) {
  const lateness = [...processedOn].map(([jobId, at]) => at - dueAt.get(jobId)).sort((a, b) => a - b);
  const early = lateness.filter((ms) => ms < 0).length;
  const missing = jobs - processedOn.size - failed.size;
  const p99 = percentile(lateness, 99);
  return printResultTable(`bench:expiry  ${formatCount(jobs)} link-expiry jobs`, [
    ['fired', formatCount(processedOn.size)],
    ['failed / never fired', `${formatCount(failed.size)} / ${formatCount(missing)}`, '0 / 0', failed.size === 0 && missing === 0],
    ['fired before due', formatCount(early), '0', early === 0],
    ['lateness p50 (ms)', formatMs(percentile(lateness, 50))],
    ['lateness p95 (ms)', formatMs(percentile(lateness, 95))],
    ['lateness p99 (ms)', formatMs(p99), `≤ ${TARGET_P99_MS}`, p99 <= TARGET_P99_MS],
    ['lateness max (ms)', formatMs(lateness.at(-1))],
  ]);
}

