import Redis from 'ioredis';
import { Client } from 'pg';
import type { CustomerRequestView } from '../../src/contracts/request-views';
import { REDIS } from '../../src/infra/redis/redis.module';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { IntakeIdempotencyService } from '../../src/modules/requests/intake-idempotency.service';
import { anOnlineRequestBody } from '../support/request-bodies';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';
import { TEST_ENV } from '../test-env';

const jumpStart = anOnlineRequestBody({ useGps: false });
const KEY = '6f1c2a9e-8d4b-4c3a-9f57-0e2d1b7c5a90';

describe('POST /api/requests with an Idempotency-Key', () => {
  const t = useTestApp();
  const post = (body: object, idempotencyKey?: string) => {
    const call = t.http().post('/api/requests');
    if (idempotencyKey !== undefined) call.set('Idempotency-Key', idempotencyKey);
    return call.send(body);
  };
  const stored = async () => ({ requests: await t.em().count(CustomerRequest), texts: await t.em().count(SmsMessage) });
  afterEach(() => jest.restoreAllMocks());

  it('answers a retry with the first result and creates nothing more', async () => {
    const first = await post(jumpStart, KEY).expect(201);
    const retry = await post(jumpStart, KEY).expect(201);

    expect(retry.body).toEqual(first.body);
    expect(await stored()).toEqual({ requests: 1, texts: 1 });
  });

  it('creates one request when the same submission arrives many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(jumpStart, KEY)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
    expect(await stored()).toEqual({ requests: 1, texts: 1 });
  });

  it('waits for an attempt still running and answers its result', async () => {
    const idempotency = t.app.get(IntakeIdempotencyService);
    const redis = t.app.get<Redis>(REDIS);
    const claim = idempotency.claimFor(KEY, jumpStart)!;
    const claimKey = `intake-idempotency:${claim.keyHash}`;
    const answer = (await post(jumpStart).expect(201)).body as CustomerRequestView;
    let finishFirst: ((view: CustomerRequestView) => void) | null = null;
    const first = idempotency.once(claim, () => new Promise<CustomerRequestView>((resolve) => (finishFirst = resolve)));
    await waitFor(async () => finishFirst);
    const looks = jest.spyOn(redis, 'get');

    const retry = post(jumpStart, KEY).then((response) => response);
    await waitFor(async () => looks.mock.calls.some(([key]) => key === claimKey));
    finishFirst!(answer);

    await first;
    const retried = await retry;
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(answer);
    expect(await stored()).toEqual({ requests: 1, texts: 1 });
  });

  it('runs a retry itself once the first attempt stopped holding its key, as when its process died', async () => {
    const idempotency = t.app.get(IntakeIdempotencyService);
    const claim = idempotency.claimFor(KEY, jumpStart)!;
    let abandonFirst: ((error: Error) => void) | null = null;
    const first = idempotency.once(claim, () => new Promise<CustomerRequestView>((_resolve, reject) => (abandonFirst = reject)));
    await waitFor(async () => abandonFirst);
    await t.app.get<Redis>(REDIS).pexpire(`intake-idempotency:${claim.keyHash}`, 300);

    const retry = await post(jumpStart, KEY).expect(201);

    expect(retry.body.status).toBe('pending_admin_review');
    expect(await stored()).toEqual({ requests: 1, texts: 1 });
    abandonFirst!(new Error('process gone'));
    await expect(first).rejects.toThrow('process gone');
    // The abandoned attempt did not free the key the retry now holds.
    await post(jumpStart, KEY).expect(201);
    expect(await stored()).toEqual({ requests: 1, texts: 1 });
  });

  it('frees the key when the first attempt fails, for a retry waiting on it', async () => {
    const idempotency = t.app.get(IntakeIdempotencyService);
    const claim = idempotency.claimFor(KEY, jumpStart)!;
    let failFirst: ((error: Error) => void) | null = null;
    const first = idempotency.once(claim, () => new Promise<CustomerRequestView>((_resolve, reject) => (failFirst = reject)));
    await waitFor(async () => failFirst);
    const looks = jest.spyOn(t.app.get<Redis>(REDIS), 'get');

    const retry = post(jumpStart, KEY).then((response) => response);
    await waitFor(async () => looks.mock.calls.some(([key]) => key === `intake-idempotency:${claim.keyHash}`));
    failFirst!(new Error('connection reset'));
    await expect(first).rejects.toThrow('connection reset');

    expect((await retry).status).toBe(201);
    expect(await stored()).toEqual({ requests: 1, texts: 1 });
  });

  it('refuses the same key with another body', async () => {
    await post(jumpStart, KEY).expect(201);

    const response = await post({ ...jumpStart, vehicleMake: 'Toyota' }, KEY).expect(409);

    expect(response.body).toMatchObject({
      code: 'idempotency_key_reused',
      message: 'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
    });
    expect(await stored()).toEqual({ requests: 1, texts: 1 });
  });

  it('finds the first request in the database when Redis no longer holds its answer', async () => {
    const first = await post(jumpStart, KEY).expect(201);
    // As after a process died between the commit and keeping the answer, or Redis lost its keys.
    const claim = t.app.get(IntakeIdempotencyService).claimFor(KEY, jumpStart)!;
    await t.app.get<Redis>(REDIS).del(`intake-idempotency:${claim.keyHash}`);

    const retry = await post(jumpStart, KEY).expect(201);

    expect(retry.body).toEqual(first.body);
    expect(await stored()).toEqual({ requests: 1, texts: 1 });
  });

  it('creates one request when a retry runs beside a first attempt that lost its claim', async () => {
    const idempotency = t.app.get(IntakeIdempotencyService);
    const redis = t.app.get<Redis>(REDIS);
    const claimKey = `intake-idempotency:${idempotency.claimFor(KEY, jumpStart)!.keyHash}`;
    const blocker = new Client({ connectionString: TEST_ENV.DATABASE_URL });
    await blocker.connect();
    try {
      // Both attempts get as far as recording the key, and wait there.
      await blocker.query('begin');
      await blocker.query('lock table intake_idempotency_keys in exclusive mode');
      const first = post(jumpStart, KEY).then((response) => response);
      await waitFor(async () => (await waitingInserts(blocker)) === 1);
      // The first attempt's claim ran out, as when its process was killed.
      await redis.del(claimKey);
      const retry = post(jumpStart, KEY).then((response) => response);
      await waitFor(async () => (await waitingInserts(blocker)) === 2);
      await blocker.query('commit');

      const [firstAnswer, retryAnswer] = await Promise.all([first, retry]);
      expect([firstAnswer.status, retryAnswer.status]).toEqual([201, 201]);
      expect(retryAnswer.body).toEqual(firstAnswer.body);
      expect(await stored()).toEqual({ requests: 1, texts: 1 });
    } finally {
      await blocker.end();
    }
  });

  it('keeps the key free after a refused submission', async () => {
    await post({ ...jumpStart, vehicleYear: '1850' }, KEY).expect(400);
    await post(jumpStart, KEY).expect(201);
    expect(await stored()).toEqual({ requests: 1, texts: 1 });
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'k'.repeat(129)],
    ['not printable', 'abc\tdefghij'],
  ])('refuses a key that is %s, storing nothing', async (_kind, key) => {
    const response = await post(jumpStart, key).expect(400);
    expect(response.body).toMatchObject({
      code: 'invalid_idempotency_key',
      message: 'The Idempotency-Key header must be 8 to 128 printable characters, for example a random UUID.',
    });
    expect(await stored()).toEqual({ requests: 0, texts: 0 });
  });

  it('still takes a submission without a key', async () => {
    await post(jumpStart).expect(201);
    await post(jumpStart).expect(201);
    expect(await stored()).toEqual({ requests: 2, texts: 2 });
  });
});

async function waitingInserts(client: Client): Promise<number> {
  const { rows } = await client.query<{ count: string }>(
    `select count(*) from pg_locks l join pg_class c on c.oid = l.relation
     where not l.granted and c.relname = 'intake_idempotency_keys'`,
  );
  return Number(rows[0].count);
}
