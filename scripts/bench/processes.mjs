// The bench's child processes: servers it starts and stops, and the load generator it runs per path.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const STDERR_KEPT = 4_000;

/** A Node server as its own process; its stderr is passed through and its tail kept for errors. */
export function startServer(script, { env, cwd }) {
  const child = spawn(process.execPath, [script], { env, cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderrTail = '';
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    child.stderrTail = (child.stderrTail + chunk).slice(-STDERR_KEPT);
  });
  child.exited = once(child, 'exit');
  return child;
}

/** Resolves once `url` answers 2xx; fails when the server exits first or takes longer than `seconds`. */
export async function waitUntilAnswering(url, server, seconds = 90) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`server exited (${server.exitCode ?? server.signalCode}) before answering ${url}:\n${server.stderrTail}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** SIGTERM, then SIGKILL if the server has not exited after `graceMs`. */
export async function stopServer(server, graceMs = 5_000) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), graceMs);
  await server.exited;
  clearTimeout(timer);
}

/** Refuses to start when something already listens on `port`: its figures would be someone else's. */
export async function assertPortFree(port) {
  const inUse = await new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (inUse) throw new Error(`port ${port} is already in use; stop what listens there and run again`);
}

/** Runs scripts/bench/load.mjs in a process of its own with `spec` and answers its figures. */
export async function runLoad(spec) {
  const child = spawn(process.execPath, [join(here, 'load.mjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(JSON.stringify(spec));
  const [code] = await once(child, 'close');
  if (code !== 0) throw new Error(`load generator for ${spec.path} exited ${code}:\n${stderr.slice(-STDERR_KEPT)}`);
  return JSON.parse(stdout);
}
