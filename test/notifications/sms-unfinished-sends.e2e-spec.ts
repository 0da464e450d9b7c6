import twilio from 'twilio';
import { SmsMessage, SmsStatus } from '../../src/modules/notifications/entities/sms-message.entity';
import { PendingSmsStatus } from '../../src/modules/notifications/entities/pending-sms-status.entity';
import { SMS_PROVIDER, SmsProvider } from '../../src/modules/notifications/providers/sms-provider';
import { SmsDeliveryService } from '../../src/modules/notifications/sms-delivery.service';
import { SmsOutboxService } from '../../src/modules/notifications/sms-outbox.service';
import { useStandIn } from '../support/stand-in';
import { TwilioStandIn } from '../support/twilio-stand-in';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';
import { TEST_ENV } from '../test-env';

const ACCOUNT_SID = 'AC00000000000000000000000000000002';
const AUTH_TOKEN = 'test-auth-token-fedcba9876543210';
const FROM = '+14695550100';
const FIVE_MINUTES_AGO = () => new Date(Date.now() - 5 * 60_000);

describe('texts whose send was never recorded', () => {
  const twilioApi = useStandIn(new TwilioStandIn());
  const t = useTestApp({
    worker: true,
    env: () => ({ TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_FROM: FROM, TWILIO_API_URL: twilioApi.url }),
    beforeEachTest: () => twilioApi.reset(),
  });
  let key = 0;

  const reload = (id: string) => t.em().findOneOrFail(SmsMessage, id);
  const untilStatus = (id: string, status: SmsStatus) =>
    waitFor(async () => {
      const row = await reload(id);
      return row.status === status ? row : null;
    });

  /** A row as a worker leaves it when it dies after claiming it: `sending`, one attempt, no message id. */
  async function leftSending(to: string, body: string, claimedAt: Date): Promise<SmsMessage> {
    const em = t.em();
    const row = em.create(SmsMessage, {
      to,
      body,
      template: 'test',
      idempotencyKey: `unfinished-${++key}`,
      status: 'sending',
      attempts: 1,
      createdAt: new Date(claimedAt.getTime() - 1000),
      updatedAt: claimedAt,
    });
    await em.flush();
    return row;
  }

  /** What the dead worker managed before it died: Twilio took the text. */
  const sentBeforeDying = (row: SmsMessage) =>
    t.app.get<SmsProvider>(SMS_PROVIDER).send({ to: row.to, body: row.body, statusCallbackUrl: null });

  it('marks a text Twilio already has as sent, without sending it again', async () => {
    const row = await leftSending('+12145550121', 'Your price is $125.00', FIVE_MINUTES_AGO());
    const { providerSid } = await sentBeforeDying(row);

    expect(await t.app.get(SmsDeliveryService).sweep()).toEqual({ outcome: 'done', detail: 're-enqueued 1' });

    const sent = await untilStatus(row.id, 'sent');
    expect(sent.providerSid).toBe(providerSid);
    expect(twilioApi.received).toHaveLength(1);
    expect(twilioApi.lookups.map((call) => call.path)).toEqual([
      `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json?To=%2B12145550121&PageSize=100`,
    ]);
  });

  it('sends a text Twilio does not have exactly once', async () => {
    const row = await leftSending('+12145550122', 'Your price is $90.00', FIVE_MINUTES_AGO());

    await t.app.get(SmsDeliveryService).sweep();

    const sent = await untilStatus(row.id, 'sent');
    expect(twilioApi.received.map((call) => call.form.Body)).toEqual(['Your price is $90.00']);
    expect(sent.providerSid).toBe(twilioApi.messages[0].sid);
    expect(sent.attempts).toBe(2);
  });

  it('tells apart the texts to one number by their words', async () => {
    const row = await leftSending('+12145550123', 'Second text', FIVE_MINUTES_AGO());
    await t.app.get<SmsProvider>(SMS_PROVIDER).send({ to: row.to, body: 'First text', statusCallbackUrl: null });

    await t.app.get(SmsDeliveryService).sweep();

    await untilStatus(row.id, 'sent');
    expect(twilioApi.received.map((call) => call.form.Body)).toEqual(['First text', 'Second text']);
  });

  it('reconciles when the job of a dead worker runs again, without waiting for the sweep', async () => {
    const row = await leftSending('+12145550124', 'Retried job', new Date());
    const { providerSid } = await sentBeforeDying(row);

    const result = await t.app.get(SmsDeliveryService).send(row.id);

    expect(result).toEqual({ outcome: 'done', detail: `already with the provider: ${providerSid}` });
    expect((await reload(row.id)).status).toBe('sent');
    expect(twilioApi.received).toHaveLength(1);
  });

  it('does not send again while Twilio cannot say whether it has the text', async () => {
    const row = await leftSending('+12145550125', 'Ask first', new Date());
    const { providerSid } = await sentBeforeDying(row);
    twilioApi.failNext(503);

    await expect(t.app.get(SmsDeliveryService).send(row.id)).rejects.toThrow('Could not look the text up at Twilio');
    const unsure = await reload(row.id);
    expect(unsure.status).toBe('sending');
    expect(unsure.lastError).toContain('Could not look the text up at Twilio');

    await t.app.get(SmsDeliveryService).send(row.id);
    expect(await reload(row.id)).toMatchObject({ status: 'sent', providerSid });
    expect(twilioApi.received).toHaveLength(1);
  });

  it('leaves a text a worker is still sending alone until its grace has passed', async () => {
    await leftSending('+12145550126', 'In flight', new Date());
    expect(await t.app.get(SmsDeliveryService).sweep()).toEqual({ outcome: 'skipped', reason: 'nothing stuck' });
  });

  describe('status callbacks', () => {
    /** Posts a status callback the way Twilio does, signed. */
    const callback = (params: Record<string, string>) =>
      t
        .http()
        .post('/api/sms/status')
        .set('X-Twilio-Signature', twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${TEST_ENV.PUBLIC_URL}/api/sms/status`, params))
        .type('form')
        .send(params);

    async function queueText(to: string, body: string): Promise<SmsMessage> {
      const idempotencyKey = `callback-${++key}`;
      await t.app.get(SmsOutboxService).transaction(async (_tx, texts) => {
        texts.stage({ to, body, template: 'test', idempotencyKey });
      });
      return t.em().findOneOrFail(SmsMessage, { idempotencyKey });
    }

    it('applies a callback that arrived before the send was recorded', async () => {
      const early: number[] = [];
      twilioApi.beforeAnsweringSends(async (message) => {
        const response = await callback({ MessageSid: message.sid, MessageStatus: 'delivered', AccountSid: ACCOUNT_SID });
        early.push(response.status);
      });

      const message = await queueText('+12145550127', 'Early news');

      const delivered = await untilStatus(message.id, 'delivered');
      expect(early).toEqual([204]);
      expect(delivered.providerSid).toBe(twilioApi.messages[0].sid);
      expect(await t.em().count(PendingSmsStatus)).toBe(0);
    });

    it('applies a callback for a text whose send is only found by the lookup', async () => {
      const row = await leftSending('+12145550128', 'Found later', FIVE_MINUTES_AGO());
      const { providerSid } = await sentBeforeDying(row);
      await callback({ MessageSid: providerSid, MessageStatus: 'delivered', AccountSid: ACCOUNT_SID }).expect(204);
      expect((await reload(row.id)).status).toBe('sending');

      await t.app.get(SmsDeliveryService).send(row.id);

      expect(await reload(row.id)).toMatchObject({ status: 'delivered', providerSid });
      expect(await t.em().count(PendingSmsStatus)).toBe(0);
    });

    it('never moves a text back: a late "sent" after "delivered" changes nothing', async () => {
      const message = await queueText('+12145550129', 'In order');
      const sent = await untilStatus(message.id, 'sent');
      await callback({ MessageSid: sent.providerSid!, MessageStatus: 'delivered' }).expect(204);
      await callback({ MessageSid: sent.providerSid!, MessageStatus: 'sent' }).expect(204);
      expect((await reload(message.id)).status).toBe('delivered');
      expect(await t.em().count(PendingSmsStatus)).toBe(0);
    });

    it('forgets a kept callback whose text never turns up, after a week', async () => {
      await callback({ MessageSid: 'SM0000000000000000000000000000dead', MessageStatus: 'delivered' }).expect(204);
      const em = t.em();
      await em.nativeUpdate(PendingSmsStatus, {}, { receivedAt: new Date(Date.now() - 8 * 24 * 3600_000) });

      await t.app.get(SmsDeliveryService).sweep();

      expect(await t.em().count(PendingSmsStatus)).toBe(0);
    });
  });
});
