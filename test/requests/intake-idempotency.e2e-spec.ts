import { Client } from 'pg';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
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

  it('refuses the same key with another body', async () => {
    await post(jumpStart, KEY).expect(201);

    const response = await post({ ...jumpStart, vehicleMake: 'Toyota' }, KEY).expect(409);

    expect(response.body).toMatchObject({
      code: 'idempotency_key_reused',
      message: 'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
    });
    expect(await stored()).toEqual({ requests: 1, texts: 1 });
  });

  it('answers a retry that ran beside the first attempt with the first one\'s result, creating one request', async () => {
    const blocker = new Client({ connectionString: TEST_ENV.DATABASE_URL });
    await blocker.connect();
    try {
      // Both attempts get as far as recording the key, and wait there.
      await blocker.query('begin');
      await blocker.query('lock table intake_idempotency_keys in exclusive mode');
      const first = post(jumpStart, KEY).then((response) => response);
      await waitFor(async () => (await waitingInserts(blocker)) === 1);
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
