import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, IncomingMessage, request as httpRequest, Server, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { io, Socket } from 'socket.io-client';
import request from 'supertest';
import type { CustomerRequestView } from '../../src/contracts/request-views';
import { dropDatabase } from '../support/database';
import { metricSample } from '../support/metrics-text';
import { aPhoto } from '../support/photos';
import { emptyRedisDb } from '../support/redis';
import { anOnlineRequestBody } from '../support/request-bodies';
import { closeServer, listenOnLoopback } from '../support/stand-in';
import { signedEvent, StripeStandIn } from '../support/stripe-stand-in';
import { TwilioStandIn } from '../support/twilio-stand-in';
import { waitFor } from '../support/wait-for';
import { NginxProxy } from './nginx-proxy';
import { AppProcess, CLUSTER_ADMIN, clusterProcessEnv, freePort } from './process-cluster';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/roadside_cluster_proxy';
const REDIS_URL = 'redis://127.0.0.1:6379/7';
const METRICS_TOKEN = 'proxy-cluster-metrics-token-0123';

/** A jump start needs no destination and no photo before its service: the shortest whole job there is. */
const aJumpStart = (phone: string) => anOnlineRequestBody({ phone, useGps: true, customerLat: 32.7767, customerLng: -96.797 });

/** The statuses a job passes through once its deposit is paid, in order. */
const AFTER_PAYMENT = ['provider_assigned', 'en_route', 'arrived', 'in_progress', 'completed'];

describe('Three api processes and two workers behind nginx', () => {
  const twilio = new TwilioStandIn();
  const stripe = new StripeStandIn();
  // Each worker reaches Twilio through a relay of its own, so a test knows which worker is sending what.
  let relays: TwilioRelay[] = [];
  let env: (port: number, role: 'api' | 'worker', extra?: Record<string, string>) => Record<string, string>;
  let apis: AppProcess[] = [];
  let workers: AppProcess[] = [];
  let workerMetricsPorts: number[] = [];
  let nginx: NginxProxy;
  let db: Client;
  let filesDir = '';
  const feeds: TrackingFeed[] = [];

  const http = () => request(nginx.url);
  const workerReady = (index: number) => () => scrape(workerMetricsUrl(index)).then(
    () => true,
    () => false,
  );
  const workerMetricsUrl = (index: number) => `http://127.0.0.1:${workerMetricsPorts[index]}/metrics`;
  const apiMetricsUrl = (api: AppProcess) => `${api.url}/api/metrics`;

  beforeAll(async () => {
    await dropDatabase(DATABASE_URL);
    await emptyRedisDb(REDIS_URL);
    relays = [new TwilioRelay(() => twilio.url), new TwilioRelay(() => twilio.url)];
    await Promise.all([twilio.start(), stripe.start(), ...relays.map((relay) => relay.start())]);
    filesDir = await mkdtemp(join(tmpdir(), 'roadside-proxy-files-'));
    const apiPorts = [await freePort(), await freePort(), await freePort()];
    workerMetricsPorts = [await freePort(), await freePort()];
    const workerPorts = [await freePort(), await freePort()];
    nginx = new NginxProxy(apiPorts);
    await nginx.start();
    env = (port, role, extra = {}) => ({
      ...clusterProcessEnv({ port, role, publicUrl: nginx.url, databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, twilioUrl: twilio.url }),
      TRUST_PROXY: '1',
      ...stripe.env(),
      METRICS_TOKEN,
      FILES_DIR: filesDir,
      ...extra,
    });
    workers = [0, 1].map(
      (index) =>
        new AppProcess(
          `worker #${index + 1}`,
          env(workerPorts[index], 'worker', { METRICS_PORT: String(workerMetricsPorts[index]), TWILIO_API_URL: relays[index].url }),
        ),
    );
    apis = apiPorts.map((port, index) => new AppProcess(`api #${index + 1}`, env(port, 'api')));
    // The first process creates and migrates the database alone; the others find it ready.
    await workers[0].start(workerReady(0));
    await Promise.all([workers[1].start(workerReady(1)), ...apis.map((api) => api.start())]);
    db = new Client({ connectionString: DATABASE_URL });
    await db.connect();
  }, 150_000);

  afterEach(() => {
    feeds.splice(0).forEach((feed) => feed.close());
  });

  afterAll(async () => {
    feeds.splice(0).forEach((feed) => feed.close());
    await Promise.all([...apis, ...workers].map((process) => process.stop()));
    await nginx?.stop();
    await db?.end();
    await Promise.all([twilio.stop(), stripe.stop(), ...relays.map((relay) => relay.stop())]);
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  }, 60_000);

  it('carries a whole job through the proxy while the api the customer is on drains and a worker dies mid-send', async () => {
    const cookie = await adminCookie();
    const baselineWorkers = metricSample(await scrape(apiMetricsUrl(apis[0])), 'roadside_queue_workers', { queue: 'sms' });
    expect(baselineWorkers).toBeGreaterThanOrEqual(2);

    // The customer asks for help and keeps the tracking page open, through the proxy.
    const created = await http().post('/api/requests').send(aJumpStart('(214) 555-0161')).expect(201);
    const requestId = created.body.id as string;
    const feed = track(created.body.trackingId, ['websocket']);
    await feed.connected();

    await http().post(`/api/admin/requests/${requestId}/price`).set('Cookie', cookie).send({ priceCents: 12000 }).expect(204);
    await http().post(`/api/track/${feed.trackingId}/accept`).send({ termsAccepted: true }).expect(200);
    const checkout = await http().post(`/api/track/${feed.trackingId}/checkout`).send({ termsAccepted: true }).expect(200);
    await waitFor(async () => feed.statuses().includes('payment_pending'));

    // With ip_hash every request from 127.0.0.1 lands on one process: the one holding the tracking socket.
    const pinned = await pinnedApi();
    const startedBefore = metricSample(await scrape(apiMetricsUrl(apis[pinned])), 'process_start_time_seconds');

    // The deposit text is held after Twilio took it: the worker sending it dies before it hears back.
    const heldSend = holdNextSend((form) => form.get('Body')?.includes('deposit is paid') === true);
    const paid = signedEvent('checkout.session.completed', stripe.pay(checkout.body.sessionId));
    await deliverWebhook(nginx.url, paid).expect(200);
    await waitFor(async () => feed.statuses().includes('deposit_paid'));
    const eventsBeforeKills = feed.events.length;

    const sigtermAt = Date.now();
    const draining = apis[pinned].stop();
    const { worker: sending, body: heldBody } = await heldSend;
    await workers[sending].kill();
    // It answered what it held and exited by itself, well before the orchestrator's 10 s.
    expect(await draining).toBe(0);

    // The tracking page reconnects by itself, through the proxy, to a process still running.
    await waitFor(async () => feed.lifecycle.includes('disconnect: transport close') && feed.socket.connected, 15_000);
    expect(feed.lifecycle.slice(feed.lifecycle.indexOf('disconnect: transport close'))).toContain('connect');
    // The dead worker's connections are gone from the count every api reports.
    const survivor = apis[(pinned + 1) % apis.length];
    await waitFor(async () => metricSample(await scrape(apiMetricsUrl(survivor)), 'roadside_queue_workers', { queue: 'sms' }) < baselineWorkers);

    // Stripe delivers the same event again, this time to another process: it is still recorded once.
    await deliverWebhook(survivor.url, paid).expect(200);

    await Promise.all([apis[pinned].start(), workers[sending].start(workerReady(sending))]);
    const restarted = await scrape(apiMetricsUrl(apis[pinned]));
    const startedAfter = metricSample(restarted, 'process_start_time_seconds', { role: 'api' });
    expect(startedAfter).toBeGreaterThan(startedBefore);
    expect(startedAfter).toBeGreaterThanOrEqual(Math.floor(sigtermAt / 1000));
    expect(restarted).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    await waitFor(async () => {
      const counts = await Promise.all(apis.map(async (api) => metricSample(await scrape(apiMetricsUrl(api)), 'roadside_queue_workers', { queue: 'sms' })));
      return counts.some((count) => count >= Math.max(2, baselineWorkers));
    }, 15_000);

    // The dispatcher assigns a provider; the customer's page follows the tracking code it is handed.
    const assigned = await http()
      .post(`/api/admin/requests/${requestId}/provider`)
      .set('Cookie', cookie)
      .send({ name: 'Rosa Diaz', phone: '(972) 555-0162', etaMinutes: 20 })
      .expect(200);
    const jobId = assigned.body.providerJobId as string;
    await waitFor(async () => feed.statuses().includes('provider_assigned'));
    await feed.follow(assigned.body.trackingId);

    // The provider works the job from the job link.
    await http().post(`/api/jobs/${jobId}/agreement`).expect(204);
    await step(jobId, { action: 'start_job' });
    const tracked = await http().get(`/api/track/${feed.trackingId}`).expect(200);
    const arrivalCode = (tracked.body as CustomerRequestView).arrivalCode;
    expect(arrivalCode).toMatch(/^\d{4}$/);
    await step(jobId, { action: 'mark_arrived', arrivalCode });
    await step(jobId, { action: 'start_service' });
    await http()
      .post(`/api/jobs/${jobId}/photos`)
      .field('stage', 'completion')
      .attach('photo', await aPhoto(), { filename: 'photo.jpg', contentType: 'image/jpeg' })
      .expect(201);
    await step(jobId, { action: 'complete_job' });
    const rated = await http().post(`/api/track/${feed.trackingId}/rating`).send({ rating: 5, review: 'Back on the road.' }).expect(200);
    expect(rated.body).toMatchObject({ status: 'completed', customerRating: 5 });

    // The page heard every status after the kills, in order, the rating last.
    await waitFor(async () => feed.events.some((event) => event.customerRating === 5));
    const laterStatuses = feed.events.slice(eventsBeforeKills).filter((event) => event.event === 'request.changed');
    expect(withoutRepeats(laterStatuses.map((event) => event.status))).toEqual(AFTER_PAYMENT);

    // Every text the database calls sent reached Twilio once; the held one was looked up, not sent again.
    await waitFor(async () => (await countTexts(`status in ('queued', 'sending')`)) === 0, 100_000, 250);
    expect(await countTexts(`status = 'failed'`)).toBe(0);
    const sent = await db.query(`select to_phone, body from sms_messages where direction = 'outbound' and status in ('sent', 'delivered')`);
    const recorded = sent.rows.map((row: { to_phone: string; body: string }) => `${row.to_phone} ${row.body}`).sort();
    const atTwilio = twilio.messages.map((message) => `${message.to} ${message.body}`).sort();
    expect(new Set(atTwilio).size).toBe(atTwilio.length);
    expect(atTwilio).toEqual(recorded);
    expect(twilio.messages.filter((message) => message.body === heldBody)).toHaveLength(1);
    expect(twilio.lookups.length).toBeGreaterThanOrEqual(1);

    // The deposit is recorded once: one paid payment, one event, 15% of the price.
    const payments = await db.query('select status, amount_cents from payments where request_id = $1', [requestId]);
    expect(payments.rows).toEqual([{ status: 'paid', amount_cents: 1800 }]);
    expect((await db.query('select count(*)::int as n from payment_events')).rows[0].n).toBe(1);
    const stored = await db.query('select deposit_paid, deposit_amount_cents, status from customer_requests where id = $1', [requestId]);
    expect(stored.rows[0]).toEqual({ deposit_paid: true, deposit_amount_cents: 1800, status: 'completed' });
  }, 180_000);

  it('keeps a long-polling tracking page on one api process and delivers a change written through the proxy', async () => {
    const cookie = await adminCookie();
    const created = await http().post('/api/requests').send(aJumpStart('(214) 555-0163')).expect(201);
    const feed = track(created.body.trackingId, ['polling']);
    await feed.connected();
    const session = feed.socket.io.engine.id;

    await http().post(`/api/admin/requests/${created.body.id}/price`).set('Cookie', cookie).send({ priceCents: 9500 }).expect(204);

    await waitFor(async () => feed.statuses().includes('admin_priced'));
    expect(feed.events.find((event) => event.status === 'admin_priced')).toMatchObject({ adminPriceCents: 9500 });
    expect(feed.socket.io.engine.transport.name).toBe('polling');
    expect(feed.socket.io.engine.id).toBe(session);
    expect(feed.lifecycle).toEqual(['connect']);
    // Every poll of the session went to the same process: exactly one of them holds the socket.
    const held = await waitFor(async () => {
      const counts = await Promise.all(apis.map(async (api) => metricSample(await scrape(apiMetricsUrl(api)), 'roadside_socket_connections', { namespace: '/track' })));
      return counts.reduce((sum, count) => sum + count, 0) === 1 ? counts : null;
    });
    expect(held.filter((count) => count === 1)).toHaveLength(1);
  }, 60_000);

  it('answers the request a SIGTERMed api is still reading, stores it once, refuses new connections and exits with 0', async () => {
    // Straight to one process's own port: through the proxy the rest of the body would never reach it.
    const api = apis[0];
    const port = Number(new URL(api.url).port);
    const body = Buffer.from(JSON.stringify(aJumpStart('(214) 555-0164')));
    const half = Math.floor(body.length / 2);

    const { call, continued, answered } = postInPieces(port, '/api/requests', body);
    // The server has read the request line and headers, and is waiting for the body.
    await continued;
    call.write(body.subarray(0, half));
    const stopped = api.stop();
    await waitFor(() => refusesConnections(port), 5_000, 20);
    call.end(body.subarray(half));

    const answer = await answered;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'pending_admin_review', phoneMasked: '(•••) •••-0164' });
    expect(await refusesConnections(port)).toBe(true);
    // stop() answers null when it had to kill the process after 10 s.
    expect(await stopped).toBe(0);
    const stored = await db.query('select count(*)::int as n from customer_requests where phone = $1', ['+12145550164']);
    expect(stored.rows[0].n).toBe(1);
    await api.start();
  }, 60_000);

  function track(trackingId: string, transports: Array<'websocket' | 'polling'>): TrackingFeed {
    const feed = new TrackingFeed(nginx.url, trackingId, transports);
    feeds.push(feed);
    return feed;
  }

  async function adminCookie(): Promise<string> {
    const response = await http().post('/api/admin/session').send(CLUSTER_ADMIN).expect(200);
    return response.headers['set-cookie'][0].split(';')[0];
  }

  async function step(jobId: string, body: { action: string; arrivalCode?: string | null }): Promise<void> {
    const response = await http().post(`/api/jobs/${jobId}/steps`).send(body);
    expect([body.action, response.status, response.body.message]).toEqual([body.action, 200, undefined]);
  }

  /** The index of the api process holding the test's tracking socket (and so, by ip_hash, its requests). */
  async function pinnedApi(): Promise<number> {
    const counts = await Promise.all(apis.map(async (api) => metricSample(await scrape(apiMetricsUrl(api)), 'roadside_socket_connections', { namespace: '/track' })));
    const holding = counts.flatMap((count, index) => (count > 0 ? [index] : []));
    expect(holding).toHaveLength(1);
    return holding[0];
  }

  /** Arms every relay: the first matching send is passed to Twilio, and its answer kept from the worker. */
  async function holdNextSend(matches: (form: URLSearchParams) => boolean): Promise<{ worker: number; body: string }> {
    const caught = await Promise.race(relays.map((relay, worker) => relay.holdAnsweredSend(matches).then((body) => ({ worker, body }))));
    relays.forEach((relay) => relay.disarm());
    return caught;
  }

  async function countTexts(where: string): Promise<number> {
    const result = await db.query(`select count(*)::int as n from sms_messages where direction = 'outbound' and ${where}`);
    return result.rows[0].n;
  }
});

/** A Stripe webhook delivery, signed, to the api at `url` (the proxy or one process). */
function deliverWebhook(url: string, event: { payload: string; signature: string }) {
  return request(url)
    .post('/api/payments/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', event.signature)
    .send(event.payload);
}

interface FeedEvent {
  event: string;
  status?: string;
  adminPriceCents?: number | null;
  customerRating?: number | null;
}

/**
 * A customer's tracking page: one socket.io client that reconnects by itself, as the browser's does,
 * and follows the request to the new tracking code it is handed. It keeps every event and every
 * connect and disconnect, in order.
 */
class TrackingFeed {
  readonly socket: Socket;
  readonly events: FeedEvent[] = [];
  readonly lifecycle: string[] = [];

  constructor(
    url: string,
    public trackingId: string,
    transports: Array<'websocket' | 'polling'>,
  ) {
    this.socket = io(`${url}/track`, {
      transports,
      forceNew: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
      auth: (send) => send({ trackingId: this.trackingId }),
    });
    this.socket.on('connect', () => this.lifecycle.push('connect'));
    this.socket.on('disconnect', (reason) => this.lifecycle.push(`disconnect: ${reason}`));
    this.socket.on('connect_error', (error) => this.lifecycle.push(`connect_error: ${error.message}`));
    this.socket.onAny((event: string, payload?: Partial<CustomerRequestView>) =>
      this.events.push({ event, status: payload?.status, adminPriceCents: payload?.adminPriceCents, customerRating: payload?.customerRating }),
    );
  }

  statuses(): Array<string | undefined> {
    return this.events.filter((event) => event.event === 'request.changed').map((event) => event.status);
  }

  async connected(): Promise<void> {
    await waitFor(async () => this.socket.connected || this.lifecycle.some((entry) => entry.startsWith('connect_error')));
    if (!this.socket.connected) throw new Error(`The tracking socket did not connect: ${this.lifecycle.join(', ')}`);
  }

  /** As the page does when a change names another tracking code: join that code's feed instead. */
  async follow(trackingId: string): Promise<void> {
    this.trackingId = trackingId;
    this.socket.disconnect();
    this.socket.connect();
    await this.connected();
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * Passes one worker's calls on to the Twilio stand-in. Armed, it passes the first matching send on
 * and keeps Twilio's answer from the worker: Twilio has the text, the worker never hears so.
 */
class TwilioRelay {
  url = '';
  private server: Server | null = null;
  private hold: { matches: (form: URLSearchParams) => boolean; caught: (body: string) => void } | null = null;
  private readonly held: ServerResponse[] = [];

  constructor(private readonly target: () => string) {}

  async start(): Promise<void> {
    this.server = createServer((incoming, outgoing) => void this.relay(incoming, outgoing));
    this.url = await listenOnLoopback(this.server);
  }

  async stop(): Promise<void> {
    this.held.splice(0).forEach((response) => response.destroy());
    if (this.server) await closeServer(this.server);
    this.server = null;
  }

  /** Resolves with the text's body once Twilio has taken a matching send through this relay. */
  holdAnsweredSend(matches: (form: URLSearchParams) => boolean): Promise<string> {
    return new Promise((resolve) => (this.hold = { matches, caught: resolve }));
  }

  disarm(): void {
    this.hold = null;
  }

  private async relay(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const body = await readAll(incoming);
    const form = new URLSearchParams(body.toString('utf8'));
    const hold = incoming.method === 'POST' && incoming.url?.endsWith('/Messages.json') && this.hold?.matches(form) ? this.hold : null;
    if (hold) this.hold = null;
    const target = new URL(this.target());
    const forwarded = httpRequest(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        readAll(answer).then(
          (answerBody) => {
            if (hold) {
              this.held.push(outgoing);
              hold.caught(form.get('Body') ?? '');
              return;
            }
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers).end(answerBody);
          },
          // Twilio's answer cut off midway: the worker sees a dropped connection, as it would from Twilio.
          () => outgoing.destroy(),
        );
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    outgoing.on('error', () => undefined);
    forwarded.end(body);
  }
}

/**
 * A POST whose body is written by the caller, piece by piece. It asks for 100-continue, so
 * `continued` settles once the server has read its headers and waits for the body.
 */
function postInPieces(port: number, path: string, body: Buffer) {
  let answeredWith: (answer: { status: number; body: string }) => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    answeredWith = resolve;
    failed = reject;
  });
  const call = httpRequest(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      agent: false,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length), Expect: '100-continue' },
    },
    (response) => void readAll(response).then((text) => answeredWith({ status: response.statusCode ?? 0, body: text.toString('utf8') })),
  );
  call.on('error', failed);
  // Read by the test later; a hang-up meanwhile must fail the test there, not as an unhandled rejection.
  answered.catch(() => undefined);
  const continued = new Promise<void>((resolve) => call.once('continue', resolve));
  call.flushHeaders();
  return { call, continued, answered };
}

/** True once nothing accepts a connection on the port. */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

async function scrape(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

function withoutRepeats<T>(values: T[]): T[] {
  return values.filter((value, index) => index === 0 || value !== values[index - 1]);
}

