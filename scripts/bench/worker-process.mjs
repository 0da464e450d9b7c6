// The built worker (dist/worker.js) as a child process of a bench, with its own environment.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { ROOT } from './scratch-install.mjs';
import { recordLogLine } from './server-log.mjs';

const WORKER = join(ROOT, 'dist', 'worker.js');
const START_TIMEOUT_MS = 60_000;
const CLOCK_TICKS_PER_SECOND = 100;

export function assertBuilt(script) {
  if (!existsSync(WORKER)) {
    console.error(`dist/worker.js is missing: run \`npm run ${script}\` (it builds first)`);
    process.exit(2);
  }
}

/** A production worker on the bench's scratch install, with the built-in test checkout and quiet logs. */
export function workerEnv({ databaseUrl, redisUrl }, extra = {}) {
  return {
    NODE_ENV: 'production',
    ALLOW_TEST_PROVIDERS: 'true',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PROCESS_ROLE: 'worker',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** `--worker-node-flags="--cpu-prof --cpu-prof-dir=/tmp/prof"` as the list of flags it names. */
export const nodeFlagsOf = (text) => text.split(/\s+/).filter(Boolean);

/**
 * Starts the worker (with `nodeFlags`, e.g. --cpu-prof) and resolves once it has a worker on
 * `queueName` registered in Redis.
 * `output` keeps the tail of its logs; `warnings` counts its log lines at warn or above.
 */
export async function startWorker({ env, install, queueName, nodeFlags = [] }) {
  const child = spawn(process.execPath, [...nodeFlags, WORKER], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const worker = { child, output: '', warnings: 0, lastWarning: '' };
  const onData = (chunk) => {
    // Only the app's JSON lines have a level; the migrator's plain lines at start are not warnings.
    for (const line of String(chunk).split('\n')) recordLogLine(worker, line, 0);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const stopOnExit = () => child.exitCode === null && child.kill('SIGKILL');
  process.once('exit', stopOnExit);

  const queue = new Queue(queueName, install.queueOptions());
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while ((await queue.getWorkersCount()) < 1) {
      if (child.exitCode !== null) throw new Error(`the worker exited with ${child.exitCode}:\n${worker.output}`);
      if (Date.now() > deadline) throw new Error(`the worker did not start within ${START_TIMEOUT_MS / 1000} s:\n${worker.output}`);
      await sleep(100);
    }
  } finally {
    await queue.close();
  }

  return Object.assign(worker, {
    /** Seconds of CPU the worker has used so far (Linux /proc), or NaN elsewhere. */
    cpuSeconds() {
      try {
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
      } catch {
        return NaN;
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      stopOnExit();
      process.off('exit', stopOnExit);
    },
  });
}
