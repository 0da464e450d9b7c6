import { Queue } from 'bullmq';
import { Client } from 'pg';
import request from 'supertest';
import { loadConfig } from '../../src/config/load-config';
import { DEFAULT_JOB_OPTIONS, JOBS, jobIds, QUEUES } from '../../src/infra/queue/queue-catalogue';
import { dropDatabase } from '../support/database';
import { emptyRedisDb } from '../support/redis';
import { anOnlineRequestBody } from '../support/request-bodies';
import { connectSocket } from '../support/sockets';
import { TwilioStandIn } from '../support/twilio-stand-in';
import { waitFor } from '../support/wait-for';
import { AppProcess, CLUSTER_ADMIN, clusterProcessEnv, freePort } from './process-cluster';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/roadside_cluster';
const REDIS_URL = 'redis://127.0.0.1:6379/6';
const TEXTS = 1000;
const CLUSTER_TEXT = 'Cluster text ';

const aTowRequest = (phone: string) => anOnlineRequestBody({ phone, vehicleType: 'Pickup Truck', useGps: false });

describe('Several processes, one truth', () => {
  const twilio = new TwilioStandIn();
  let env: (port: number, role: 'api' | 'worker') => Record<string, string>;
  let worker: AppProcess;
  let api1: AppProcess;
  let api2: AppProcess;
  let db: Client;

  beforeAll(async () => {
    await dropDatabase(DATABASE_URL);
    await emptyRedisDb(REDIS_URL);
    await twilio.start();
    const [port1, port2, workerPort] = await Promise.all([freePort(), freePort(), freePort()]);
    env = (port, role) =>
      clusterProcessEnv({ port, role, publicUrl: `http://127.0.0.1:${port1}`, databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, twilioUrl: twilio.url });
    worker = await new AppProcess('worker', env(workerPort, 'worker')).start(smsWorkersAtLeast(1));
    [api1, api2] = await Promise.all([
      new AppProcess('api #1', env(port1, 'api')).start(),
      new AppProcess('api #2', env(port2, 'api')).start(),
    ]);
    db = new Client({ connectionString: DATABASE_URL });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([worker, api1, api2].map((process) => process?.stop()));
    await db?.end();
    await twilio.stop();
  });

  it('a tracking page on api #1 hears a change written through api #2', async () => {
    const created = await request(api2.url).post('/api/requests').send(aTowRequest('2145550140')).expect(201);
    const { socket, error } = await connectSocket(api1.url, '/track', { auth: { trackingId: created.body.trackingId } });
    expect(error).toBeNull();
    try {
      const changed = new Promise<{ status: string; adminPriceCents: number }>((resolve) => socket.once('request.changed', resolve));
      const signIn = await request(api2.url).post('/api/admin/session').send(CLUSTER_ADMIN).expect(200);
      await request(api2.url)
        .post(`/api/admin/requests/${created.body.id}/price`)
        .set('Cookie', signIn.headers['set-cookie'][0].split(';')[0])
        .send({ priceCents: 12500 })
        .expect(204);
      expect(await changed).toMatchObject({ status: 'admin_priced', adminPriceCents: 12500 });
    } finally {
      socket.close();
    }
  });

  it(`a worker killed during ${TEXTS} sends loses no text and sends none twice`, async () => {
    await sendThroughInterruption(() => worker.kill());
  }, 200_000);

  it(`a worker stopped during ${TEXTS} sends finishes the ones it holds and exits cleanly; none is lost or sent twice`, async () => {
    await sendThroughInterruption(async () => {
      expect(await worker.stop()).toBe(0);
      // Nothing it held is left half done: every text is sent or still waiting in the queue.
      expect(await countClusterTexts('sending')).toBe(0);
    });
  }, 200_000);

  it('a request retried with its idempotency key after its api process died is stored once', async () => {
    const key = 'cluster-retry-0001';
    const body = aTowRequest('2145550141');
    const firstTry = request(api1.url).post('/api/requests').set('Idempotency-Key', key).send(body).then(
      (response) => response.status,
      () => 'connection lost',
    );
    await api1.kill();
    await firstTry;
    const retry = await request(api2.url).post('/api/requests').set('Idempotency-Key', key).send(body);
    expect(retry.status).toBe(201);
    const stored = await db.query('select count(*)::int as n from customer_requests where phone = $1', ['+12145550141']);
    expect(stored.rows[0].n).toBe(1);
    api1 = await api1.start();
  }, 60_000);

  /**
   * Queues a burst of texts, interrupts the worker once a fifth has left, starts it again, and checks
   * that every text left exactly once.
   */
  async function sendThroughInterruption(interrupt: () => Promise<void>): Promise<void> {
    twilio.reset();
    const ids = await insertQueuedTexts(TEXTS);
    const queue = smsQueue();
    try {
      await queue.addBulk(
        ids.map((messageId) => ({ name: JOBS.sendSms, data: { messageId }, opts: { jobId: jobIds.sendSms(messageId) } })),
      );
      await waitFor(async () => twilio.received.length >= TEXTS / 5, 60_000);
      await interrupt();
      worker = await worker.start(smsWorkersAtLeast(1));

      await waitFor(async () => (await countClusterTexts('sent')) === TEXTS, 150_000, 250);
      const bodies = twilio.received.map((call) => call.form.Body).filter((body) => body.startsWith(CLUSTER_TEXT));
      expect(bodies).toHaveLength(TEXTS);
      expect(new Set(bodies).size).toBe(TEXTS);
    } finally {
      await queue.close();
    }
  }

  /** A queue that owns its connection: BullMQ leaves a connection it was handed open on close. */
  function smsQueue(): Queue {
    const { installKey } = loadConfig(env(1, 'worker'));
    const { hostname, port, pathname } = new URL(REDIS_URL);
    return new Queue(QUEUES.sms, {
      connection: { host: hostname, port: Number(port), db: Number(pathname.slice(1)), maxRetriesPerRequest: null },
      prefix: installKey,
      defaultJobOptions: DEFAULT_JOB_OPTIONS.sms,
    });
  }

  function smsWorkersAtLeast(count: number): () => Promise<boolean> {
    return async () => {
      const queue = smsQueue();
      try {
        return (await queue.getWorkersCount()) >= count;
      } finally {
        await queue.close();
      }
    };
  }

  /** A fresh batch: the texts of an earlier batch are removed first. */
  async function insertQueuedTexts(count: number): Promise<string[]> {
    await db.query(`delete from sms_messages where template = 'cluster'`);
    const inserted = await db.query(
      `insert into sms_messages (id, direction, to_phone, body, template, idempotency_key, status, attempts, created_at, updated_at)
       select gen_random_uuid(), 'outbound', '+12145550150', $2 || n, 'cluster', 'cluster-' || n, 'queued', 0, now(), now()
       from generate_series(1, $1::int) as n
       returning id`,
      [count, CLUSTER_TEXT],
    );
    return inserted.rows.map((row: { id: string }) => row.id);
  }

  async function countClusterTexts(status: string): Promise<number> {
    const result = await db.query(`select count(*)::int as n from sms_messages where status = $1 and template = 'cluster'`, [status]);
    return result.rows[0].n;
  }
});
