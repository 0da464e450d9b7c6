import twilio from 'twilio';
import { SmsMessage, SmsStatus } from '../../src/modules/notifications/entities/sms-message.entity';
import { SmsOptOut } from '../../src/modules/notifications/entities/sms-opt-out.entity';
import { SmsOptOutsService } from '../../src/modules/notifications/sms-opt-outs.service';
import { SmsOutboxService } from '../../src/modules/notifications/sms-outbox.service';
import { SmsDeliveryService } from '../../src/modules/notifications/sms-delivery.service';
import { useStandIn } from '../support/stand-in';
import { TwilioStandIn } from '../support/twilio-stand-in';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';
import { TEST_ENV } from '../test-env';

const ACCOUNT_SID = 'AC00000000000000000000000000000001';
const AUTH_TOKEN = 'test-auth-token-0123456789abcdef';
const FROM = '+14695550100';

describe('SMS outbox through the Twilio SDK', () => {
  const twilioApi = useStandIn(new TwilioStandIn());
  const t = useTestApp({
    worker: true,
    env: () => ({ TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_FROM: FROM, TWILIO_API_URL: twilioApi.url }),
    beforeEachTest: () => twilioApi.reset(),
  });
  let key = 0;

  async function queueText(to: string, body: string): Promise<SmsMessage> {
    const idempotencyKey = `test-${++key}`;
    await t.app.get(SmsOutboxService).transaction(async (_tx, texts) => {
      texts.stage({ to, body, template: 'test', idempotencyKey });
    });
    return t.em().findOneOrFail(SmsMessage, { idempotencyKey });
  }

  const reload = (id: string) => t.em().findOneOrFail(SmsMessage, id);
  const untilStatus = (id: string, status: SmsStatus) =>
    waitFor(async () => {
      const row = await reload(id);
      return row.status === status ? row : null;
    });

  /** Posts a form to a webhook the way Twilio does, signed with `token`. */
  const postSigned = (path: string, params: Record<string, string>, token = AUTH_TOKEN) =>
    t
      .http()
      .post(path)
      .set('X-Twilio-Signature', twilio.getExpectedTwilioSignature(token, `${TEST_ENV.PUBLIC_URL}${path}`, params))
      .type('form')
      .send(params);

  it('sends a queued text with the right fields and stores the message id', async () => {
    const message = await queueText('(214) 555-0188', 'Your tracking link: http://example.test/track/abc');
    const sent = await untilStatus(message.id, 'sent');

    expect(twilioApi.received).toHaveLength(1);
    const [call] = twilioApi.received;
    expect(call.method).toBe('POST');
    expect(call.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(call.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`);
    expect(call.form).toEqual({
      To: '+12145550188',
      From: FROM,
      Body: 'Your tracking link: http://example.test/track/abc',
      StatusCallback: 'http://127.0.0.1:3999/api/sms/status',
    });
    expect(sent.providerSid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(sent.to).toBe('+12145550188');
    expect(sent.attempts).toBe(1);
    expect(sent.lastError).toBeNull();
  });

  it('retries a failed send with backoff until it goes through', async () => {
    twilioApi.failNext(500);
    const message = await queueText('+12145550101', 'Retry me');
    const sent = await untilStatus(message.id, 'sent');
    expect(sent.attempts).toBe(2);
    expect(sent.lastError).toBe('Stand-in failure');
    expect(twilioApi.received).toHaveLength(2);
  });

  it('does not retry a message Twilio refuses outright', async () => {
    twilioApi.failNext(400);
    const message = await queueText('+12145550102', 'Refused');
    const failed = await untilStatus(message.id, 'failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toBe('Stand-in failure');
    expect(twilioApi.received).toHaveLength(1);
  });

  it('never sends a text twice when its job runs again', async () => {
    const message = await queueText('+12145550103', 'Only once');
    await untilStatus(message.id, 'sent');

    const result = await t.app.get(SmsDeliveryService).send(message.id);

    expect(result).toEqual({ outcome: 'skipped', reason: 'already sent' });
    expect(twilioApi.received).toHaveLength(1);
  });

  it('sends a text once when its job runs several times at the same moment', async () => {
    const em = t.em();
    // Written without the outbox, so no job of the worker joins in.
    const row = em.create(SmsMessage, { to: '+12145550109', body: 'Raced', template: 'test', idempotencyKey: `test-${++key}` });
    await em.flush();

    const results = await Promise.all([1, 2, 3].map(() => t.app.get(SmsDeliveryService).send(row.id)));

    expect(results.filter((result) => result.outcome === 'done')).toHaveLength(1);
    expect(results.filter((result) => result.outcome === 'skipped')).toEqual([
      { outcome: 'skipped', reason: 'claimed by another worker' },
      { outcome: 'skipped', reason: 'claimed by another worker' },
    ]);
    expect(twilioApi.received).toHaveLength(1);
    expect((await reload(row.id)).attempts).toBe(1);
  });

  it('suppresses a text to a number that opted out', async () => {
    const em = t.em();
    em.create(SmsOptOut, { phone: '+12145550104' });
    await em.flush();

    const message = await queueText('214-555-0104', 'Should not leave');
    const suppressed = await untilStatus(message.id, 'suppressed');
    expect(suppressed.providerSid).toBeNull();
    expect(twilioApi.received).toHaveLength(0);
  });

  it('re-enqueues a committed text the queue never received', async () => {
    const em = t.em();
    const stuck = em.create(SmsMessage, {
      to: '+12145550105',
      body: 'Left behind',
      template: 'test',
      idempotencyKey: 'stuck-1',
      updatedAt: new Date(Date.now() - 5 * 60_000),
    });
    await em.flush();

    const result = await t.app.get(SmsDeliveryService).sweep();
    expect(result).toEqual({ outcome: 'done', detail: 're-enqueued 1' });
    await untilStatus(stuck.id, 'sent');
  });

  describe('status callback', () => {
    it('records delivery when Twilio signs the callback', async () => {
      const message = await queueText('+12145550106', 'Track me');
      const sent = await untilStatus(message.id, 'sent');

      const params = { MessageSid: sent.providerSid!, MessageStatus: 'delivered', AccountSid: ACCOUNT_SID };
      await postSigned('/api/sms/status', params).expect(204);
      expect((await reload(message.id)).status).toBe('delivered');
    });

    it('rejects a callback with a bad signature and changes nothing', async () => {
      const message = await queueText('+12145550107', 'Do not touch');
      const sent = await untilStatus(message.id, 'sent');

      const params = { MessageSid: sent.providerSid!, MessageStatus: 'failed' };
      const response = await postSigned('/api/sms/status', params, 'not-the-token').expect(403);
      expect(response.body.message).toBe('The webhook signature is missing or invalid.');
      expect((await reload(message.id)).status).toBe('sent');
    });

    it('rejects a callback without a signature', async () => {
      const response = await t
        .http()
        .post('/api/sms/status')
        .type('form')
        .send({ MessageSid: 'SM1', MessageStatus: 'delivered' })
        .expect(403);
      expect(response.body.message).toBe('The webhook signature is missing or invalid.');
    });
  });

  it('mirrors a STOP reply into the opt-out list, and START undoes it', async () => {
    const reply = (body: string) => postSigned('/api/sms/inbound', { From: '+12145550108', Body: body, To: FROM }).expect(200);
    const optOuts = t.app.get(SmsOptOutsService);

    await reply(' Stop ');
    await waitFor(() => optOuts.isOptedOut('+12145550108'));
    await reply('START');
    await waitFor(async () => !(await optOuts.isOptedOut('+12145550108')));
  });
});
