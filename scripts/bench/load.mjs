// One autocannon load, run in this process and never in the server's: reads a JSON spec on stdin,
// drives the path for a warm-up and then a measured window, and prints the measured figures as JSON.
//
//   spec: { url, connections, seconds, warmupSeconds, path, addressStart, serverPid, workerPid?, ...what the path needs }
//   optional: postgresDatabase (its backends' CPU is counted too), redisPid (Redis's CPU, whoever else uses it)
//   path: health | track (codes) | track-page (codes) | bare (codes) | job (jobIds) | intake (phoneStart) | bare-intake (phoneStart) | price (requestIds, cookie)
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { intakeBody } from './app-fixtures.mjs';
import { cpuByPid, cpuSeconds, cpuSpent, postgresBackendPids } from './process-cpu.mjs';

const spec = JSON.parse(await text(process.stdin));
const next = requestMaker(spec);

const latencies = [];
let poolExhausted = false;
// Declared first: autocannon calls setupRequest while it is still building its connections.
let run = null;
run = autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.seconds,
  warmup: { connections: spec.connections, duration: spec.warmupSeconds },
  requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
});
// Only the measured window's events reach this tracker; the warm-up runs on one of its own.
run.on('response', (_client, _status, _bytes, milliseconds) => latencies.push(milliseconds));
let serverCpuAtStart = NaN;
let workerCpuAtStart = NaN;
let startedAt = NaN;
const postgresCpu = () => (spec.postgresDatabase ? cpuByPid(postgresBackendPids(spec.postgresDatabase)) : new Map());
let postgresCpuAtStart = new Map();
let redisCpuAtStart = NaN;
run.on('start', () => {
  serverCpuAtStart = cpuSeconds(spec.serverPid);
  workerCpuAtStart = cpuSeconds(spec.workerPid);
  postgresCpuAtStart = postgresCpu();
  redisCpuAtStart = cpuSeconds(spec.redisPid);
  startedAt = performance.now();
});
const result = await run;
const serverCpu = cpuSeconds(spec.serverPid) - serverCpuAtStart;
const workerCpu = cpuSeconds(spec.workerPid) - workerCpuAtStart;
const postgresCpuUsed = spec.postgresDatabase ? cpuSpent(postgresCpuAtStart, postgresCpu()) : NaN;
const redisCpu = cpuSeconds(spec.redisPid) - redisCpuAtStart;
const measuredSeconds = (performance.now() - startedAt) / 1000;

const sorted = Float64Array.from(latencies).sort();
const percentile = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
process.stdout.write(
  JSON.stringify({
    path: spec.path,
    responses: sorted.length,
    seconds: result.duration,
    requestsPerSecond: sorted.length / result.duration,
    p50: percentile(50),
    p95: percentile(95),
    p97_5: percentile(97.5),
    p99: percentile(99),
    non2xx: result.non2xx,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    serverCpuShare: serverCpu / measuredSeconds,
    serverCpuMsPerRequest: (serverCpu * 1000) / sorted.length,
    workerCpuMsPerRequest: (workerCpu * 1000) / sorted.length,
    postgresCpuMsPerRequest: (postgresCpuUsed * 1000) / sorted.length,
    redisCpuMsPerRequest: (redisCpu * 1000) / sorted.length,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    poolExhausted,
  }),
);

/** The next request of the path: every one from another client address, as many customers would be. */
function requestMaker(spec) {
  let sent = 0;
  const browserHeaders = () => ({
    accept: 'application/json',
    // What every browser sends; the app compresses what it answers to them.
    'accept-encoding': 'gzip, deflate, br',
    'x-forwarded-for': clientAddress(spec.addressStart + sent),
  });
  const write = (path, body, headers = {}) => ({
    method: 'POST',
    path,
    headers: { ...browserHeaders(), 'content-type': 'application/json', origin: spec.url, ...headers },
    body: JSON.stringify(body),
  });
  const makers = {
    health: () => ({ method: 'GET', path: '/api/health', headers: browserHeaders() }),
    track: () => ({ method: 'GET', path: `/api/track/${spec.codes[sent % spec.codes.length]}`, headers: browserHeaders() }),
    'track-page': () => ({ method: 'GET', path: `/track/${spec.codes[sent % spec.codes.length]}`, headers: browserHeaders() }),
    bare: () => ({ method: 'GET', path: `/track/${spec.codes[sent % spec.codes.length]}`, headers: browserHeaders() }),
    job: () => ({ method: 'GET', path: `/api/jobs/${spec.jobIds[sent % spec.jobIds.length]}`, headers: browserHeaders() }),
    intake: () =>
      write('/api/requests', intakeBody(phoneNumber(spec.phoneStart + sent)), { 'idempotency-key': randomUUID() }),
    'bare-intake': () => write('/requests', intakeBody(phoneNumber(spec.phoneStart + sent)), { 'idempotency-key': randomUUID() }),
    price: () => {
      // A price can be set only once per request: each call takes a request of its own.
      if (sent >= spec.requestIds.length) {
        poolExhausted = true;
        run?.stop?.();
      }
      const id = spec.requestIds[Math.min(sent, spec.requestIds.length - 1)];
      return write(`/api/admin/requests/${id}/price`, { priceCents: 12_550 }, { cookie: spec.cookie });
    },
  };
  const make = makers[spec.path];
  if (!make) throw new Error(`unknown path "${spec.path}"`);
  return () => {
    const request = make();
    sent++;
    return request;
  };
}

/** A distinct address per index, only ever sent as X-Forwarded-For to a loopback server. */
function clientAddress(index) {
  return `${10 + ((index >>> 24) & 127)}.${(index >>> 16) & 255}.${(index >>> 8) & 255}.${index & 255}`;
}

/** A distinct, textable Dallas number per index: exchanges 200–999, so 8 million of them. */
function phoneNumber(index) {
  return `(214) ${200 + (Math.floor(index / 10_000) % 800)}-${String(index % 10_000).padStart(4, '0')}`;
}
