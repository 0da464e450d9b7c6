#!/usr/bin/env node
// A partner of DFW Roadside, in one file: registers a webhook receiver, sends a job and prints its
// progress from the signed events until it is completed or cancelled. Node 20 or later, no packages.
//
//   ROADSIDE_URL=https://roadside.example.com ROADSIDE_API_KEY=rsk_... \
//   WEBHOOK_PUBLIC_URL=https://your-tunnel.example.com node examples/partner-client.mjs
//
// WEBHOOK_PUBLIC_URL is where the install can reach this machine's receiver (a tunnel to
// RECEIVER_PORT); it must be public HTTPS. Without it the receiver registers http://127.0.0.1:<port>,
// which only an install run for tests (PARTNER_WEBHOOKS_ALLOW_LOOPBACK=true) accepts.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

export const SIGNATURE_HEADER = 'roadside-signature';
export const EVENT_ID_HEADER = 'roadside-event-id';

/**
 * Whether `header` (`t=<unix seconds>,v1=<hex>`) signs `rawBody` (the bytes received, before any JSON
 * parsing) with `secret`, within `toleranceSeconds` of `nowSeconds`. Several v1 values may be present.
 */
export function verifySignature(secret, header, rawBody, toleranceSeconds = 300, nowSeconds = Math.floor(Date.now() / 1000)) {
  if (typeof header !== 'string') return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const body = Buffer.isBuffer(rawBody) ? rawBody : Buffer.from(rawBody, 'utf8');
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

async function api(base, key, method, path, body, headers = {}) {
  const response = await fetch(new URL(path, base), {
    method,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const answer = text ? JSON.parse(text) : null;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer?.message ?? text}`);
  return answer;
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

async function main() {
  const base = process.env.ROADSIDE_URL;
  const key = process.env.ROADSIDE_API_KEY;
  if (!base || !key) throw new Error('Set ROADSIDE_URL (the install, e.g. https://roadside.example.com) and ROADSIDE_API_KEY (a key with jobs:write and jobs:read).');
  const port = Number(process.env.RECEIVER_PORT ?? 0);

  let secret = null;
  let jobId = null;
  const seen = new Set();
  let finish;
  const finished = new Promise((resolve) => (finish = resolve));

  const receiver = createServer(async (request, response) => {
    const raw = await readBody(request);
    if (!secret || !verifySignature(secret, request.headers[SIGNATURE_HEADER], raw)) {
      response.writeHead(400).end('bad signature');
      return;
    }
    response.writeHead(204).end();
    const eventId = request.headers[EVENT_ID_HEADER];
    if (seen.has(eventId)) return; // a retry or a replay of an event already handled
    seen.add(eventId);
    const event = JSON.parse(raw.toString('utf8'));
    const job = event.data;
    if (!job || (jobId && job.id !== jobId)) return;
    const eta = job.etaAt ? `, ETA ${new Date(job.etaAt).toLocaleTimeString()}` : '';
    const provider = job.provider ? `, provider ${job.provider.name}` : '';
    console.log(`${event.createdAt} ${event.type}: ${job.status}${provider}${eta}${job.trackingUrl ? ` (${job.trackingUrl})` : ''}`);
    if (job.status === 'completed' || job.status === 'cancelled') finish(job);
  });
  await new Promise((resolve) => receiver.listen(port, '127.0.0.1', resolve));
  const receiverUrl = process.env.WEBHOOK_PUBLIC_URL ?? `http://127.0.0.1:${receiver.address().port}/webhooks`;

  const endpoint = await api(base, key, 'POST', '/api/partner/v1/webhook-endpoints', {
    url: receiverUrl,
    events: ['job.created', 'job.priced', 'job.assigned', 'job.en_route', 'job.arrived', 'job.completed', 'job.cancelled'],
  });
  secret = endpoint.secret;
  console.log(`Receiving signed events at ${receiverUrl} (endpoint ${endpoint.id})`);

  try {
    const job = await api(
      base,
      key,
      'POST',
      '/api/partner/v1/jobs',
      {
        phone: process.env.DRIVER_PHONE ?? '+12145550199',
        serviceType: 'Jump Start',
        vehicleYear: '2021',
        vehicleMake: 'Ford',
        vehicleModel: 'Transit',
        vehiclePlate: 'FLT-0042',
        locationAddress: '2100 Ross Ave, Dallas, TX',
        customerLat: 32.7875,
        customerLng: -96.7985,
        reference: `demo-${Date.now()}`,
      },
      { 'Idempotency-Key': randomUUID() },
    );
    jobId = job.id;
    console.log(`Job ${job.id} sent: ${job.status}. Waiting for its progress (Ctrl-C to stop)...`);
    const last = await finished;
    console.log(`Job ${last.id} ${last.status}.`);
  } finally {
    await api(base, key, 'DELETE', `/api/partner/v1/webhook-endpoints/${endpoint.id}`).catch(() => undefined);
    receiver.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
