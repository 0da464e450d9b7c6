// bench:sms's second part: how long a customer waits for the first text while requests come in a
// burst. An api process and a worker at the default per-sender limit, on the bench's install and its
// Twilio stand-in; requests from different numbers through the public intake, evenly over a few
// seconds; for each, the time from the intake's 201 to the stand-in receiving a text for that number.
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { appClient, intakeBody } from './app-fixtures.mjs';
import { assertPortFree, startServer, stopServer, waitUntilAnswering } from './processes.mjs';
import { percentile } from './result-table.mjs';
import { ROOT } from './scratch-install.mjs';
import { startWorker } from './worker-process.mjs';

const API_PORT = 3210;
const WAIT_AFTER_LAST_MS = 30_000;

/** `env` is the worker's environment without a rate limit of its own, so the app's default applies. */
export async function firstTextBurst({ env, install, queueName, twilio, requests, seconds }) {
  await assertPortFree(API_PORT);
  const base = `http://127.0.0.1:${API_PORT}`;
  const api = startServer(join(ROOT, 'dist', 'main.js'), {
    env: { PATH: process.env.PATH ?? '', ...env, PROCESS_ROLE: 'api', PORT: String(API_PORT), PUBLIC_URL: base, TRUST_PROXY: 'loopback' },
    cwd: ROOT,
  });
  const worker = await startWorker({ env, install, queueName });
  try {
    await waitUntilAnswering(`${base}/api/health/ready`, api);
    const answeredAt = new Map();
    const intakes = [];
    const refused = [];
    for (let n = 0; n < requests; n++) {
      const phone = `+1469555${String(7000 + n).padStart(4, '0')}`;
      intakes.push(intake(base, phone).then((at) => answeredAt.set(phone, at), (error) => refused.push(error)));
      await sleep((seconds * 1000) / requests);
    }
    await Promise.all(intakes);
    if (refused.length) throw refused[0];
    const deadline = Date.now() + WAIT_AFTER_LAST_MS;
    while ([...answeredAt.keys()].some((phone) => firstArrival(twilio, phone) === undefined) && Date.now() < deadline) await sleep(50);
    // A text can reach the stand-in before this process has read its request's 201: a wait of 0.
    const waits = [...answeredAt].map(([phone, at]) => Math.max(0, (firstArrival(twilio, phone) ?? NaN) - at));
    const arrived = waits.filter(Number.isFinite).sort((a, b) => a - b);
    return { requests, texted: arrived.length, p50: percentile(arrived, 50), p95: percentile(arrived, 95), max: arrived.at(-1) ?? NaN };
  } finally {
    await worker.stop();
    await stopServer(api);
  }
}

async function intake(base, phone) {
  await appClient(base).call('POST', '/api/requests', { expect: 201, body: intakeBody(phone) });
  return performance.timeOrigin + performance.now();
}

function firstArrival({ arrivals }, phone) {
  return arrivals.at[arrivals.to.indexOf(phone)];
}
