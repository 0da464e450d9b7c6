// `npm run bench`: starts the built app on a scratch database and measures throughput and latency of
// the hot customer paths (health, tracking lookup, request intake). Numbers go to stdout; nothing is asserted.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = 3200;
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  PUBLIC_URL: base,
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/roadside_bench',
  REDIS_URL: 'redis://127.0.0.1:6379/4',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  // The bench poses as many customers through X-Forwarded-For.
  TRUST_PROXY: 'loopback',
};

const server = spawn(process.execPath, [join(root, 'scripts', 'e2e-server.mjs')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  await waitForHealth();
  const created = await (await post('/api/requests', intakeBody(0))).json();
  await measure('GET /api/health', () => fetch(`${base}/api/health`), 2000, 20);
  await measure('GET /api/track/:code', () => fetch(`${base}/api/track/${created.trackingId}`, { headers: { 'X-Forwarded-For': randomIp() } }), 2000, 20);
  let n = 1;
  await measure('POST /api/requests', () => post('/api/requests', intakeBody(n++), randomIp()), 300, 10);
} finally {
  server.kill('SIGTERM');
}

function intakeBody(n) {
  return {
    phone: `214555${String(1000 + (n % 9000))}`,
    vehicleYear: '2018', vehicleMake: 'Ford', vehicleModel: 'F-150', vehicleType: 'Pickup Truck',
    serviceType: 'Jump Start', locationAddress: 'Dallas, TX', useGps: false,
  };
}

function post(path, body, ip = '10.0.0.1') {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });
}

function randomIp() {
  return `10.${rand()}.${rand()}.${rand()}`;
}
function rand() {
  return Math.floor(Math.random() * 250) + 1;
}

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become healthy');
}

async function measure(label, call, total, concurrency) {
  const latencies = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        const response = await call();
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!response.ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(
    `${label.padEnd(24)} ${String(Math.round(latencies.length / seconds)).padStart(6)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  non-2xx ${failures}/${latencies.length}`,
  );
}
