import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import twilio from 'twilio';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { SmsOptOut } from '../../src/modules/notifications/entities/sms-opt-out.entity';
import { NotificationsService } from '../../src/modules/notifications/notifications.service';
import { SmsDeliveryService } from '../../src/modules/notifications/sms-delivery.service';
import { resetDatabase } from '../support/database';
import { createTestApp, TestApp } from '../support/test-app';
import { TwilioStandIn } from '../support/twilio-stand-in';
import { waitFor } from '../support/wait-for';

const ACCOUNT_SID = 'AC00000000000000000000000000000001';
const AUTH_TOKEN = 'test-auth-token-0123456789abcdef';
const FROM = '+14695550100';

describe('SMS outbox through the Twilio SDK', () => {
  let testApp: TestApp;
  let twilioApi: TwilioStandIn;
  let key = 0;

  beforeAll(async () => {
    twilioApi = await new TwilioStandIn().start();
    testApp = await createTestApp({
      env: {
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: FROM,
        TWILIO_API_URL: twilioApi.url,
      },
    });
  });

  beforeEach(async () => {
    await resetDatabase(testApp.orm);
    twilioApi.received.length = 0;
  });

  afterAll(async () => {
    await testApp.close();
    await twilioApi.stop();
  });

  async function queueText(to: string, body: string): Promise<SmsMessage> {
    const notifications = testApp.app.get(NotificationsService);
    const em = testApp.app.get(EntityManager).fork();
    const message = await em.transactional(async (tx) =>
      notifications.stageSms(tx, { to, body, template: 'test', idempotencyKey: `test-${++key}` }),
    );
    await notifications.dispatch([message]);
    return message!;
  }

  const reload = (id: string) => testApp.app.get(EntityManager).fork().findOneOrFail(SmsMessage, id);

  it('sends a queued text with the right fields and stores the message id', async () => {
    const message = await queueText('(214) 555-0188', 'Your tracking link: http://example.test/track/abc');
    const sent = await waitFor(async () => {
      const row = await reload(message.id);
      return row.status === 'sent' ? row : null;
    });

    expect(twilioApi.received).toHaveLength(1);
    const [call] = twilioApi.received;
    expect(call.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(call.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`);
    expect(call.form).toMatchObject({
      To: '+12145550188',
      From: FROM,
      Body: 'Your tracking link: http://example.test/track/abc',
      StatusCallback: 'http://127.0.0.1:3999/api/sms/status',
    });
    expect(sent.providerSid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(sent.to).toBe('+12145550188');
    expect(sent.attempts).toBe(1);
  });

  it('retries a failed send with backoff until it goes through', async () => {
    twilioApi.failNext(500);
    const message = await queueText('+12145550101', 'Retry me');
    const sent = await waitFor(async () => {
      const row = await reload(message.id);
      return row.status === 'sent' ? row : null;
    });
    expect(sent.attempts).toBe(2);
    expect(sent.lastError).toBeTruthy();
    expect(twilioApi.received).toHaveLength(2);
  });

  it('does not retry a message Twilio refuses outright', async () => {
    twilioApi.failNext(400);
    const message = await queueText('+12145550102', 'Refused');
    const failed = await waitFor(async () => {
      const row = await reload(message.id);
      return row.status === 'failed' ? row : null;
    });
    expect(failed.attempts).toBe(1);
    expect(twilioApi.received).toHaveLength(1);
  });

  it('never sends a text twice when its job runs again', async () => {
    const message = await queueText('+12145550103', 'Only once');
    await waitFor(async () => (await reload(message.id)).status === 'sent');

    const result = await testApp.app.get(SmsDeliveryService).send(message.id);

    expect(result).toEqual({ outcome: 'skipped', reason: 'already sent' });
    expect(twilioApi.received).toHaveLength(1);
  });

  it('suppresses a text to a number that opted out', async () => {
    const em = testApp.app.get(EntityManager).fork();
    em.create(SmsOptOut, { phone: '+12145550104' });
    await em.flush();

    const message = await queueText('214-555-0104', 'Should not leave');
    const suppressed = await waitFor(async () => {
      const row = await reload(message.id);
      return row.status === 'suppressed' ? row : null;
    });
    expect(suppressed.providerSid).toBeNull();
    expect(twilioApi.received).toHaveLength(0);
  });

  it('re-enqueues a committed text the queue never received', async () => {
    const em = testApp.app.get(EntityManager).fork();
    const stuck = testApp.app.get(NotificationsService).stageSms(em, {
      to: '+12145550105',
      body: 'Left behind',
      template: 'test',
      idempotencyKey: 'stuck-1',
    })!;
    stuck.updatedAt = new Date(Date.now() - 5 * 60_000);
    await em.flush();

    const result = await testApp.app.get(SmsDeliveryService).sweep();
    expect(result).toEqual({ outcome: 'done', detail: 're-enqueued 1' });
    await waitFor(async () => (await reload(stuck.id)).status === 'sent');
  });

  describe('status callback', () => {
    const callbackUrl = 'http://127.0.0.1:3999/api/sms/status';

    it('records delivery when Twilio signs the callback', async () => {
      const message = await queueText('+12145550106', 'Track me');
      const sent = await waitFor(async () => {
        const row = await reload(message.id);
        return row.status === 'sent' ? row : null;
      });
      const params = { MessageSid: sent.providerSid!, MessageStatus: 'delivered', AccountSid: ACCOUNT_SID };
      const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, callbackUrl, params);

      await request(testApp.app.getHttpServer())
        .post('/api/sms/status')
        .set('X-Twilio-Signature', signature)
        .type('form')
        .send(params)
        .expect(204);
      expect((await reload(message.id)).status).toBe('delivered');
    });

    it('rejects a callback with a bad signature and changes nothing', async () => {
      const message = await queueText('+12145550107', 'Do not touch');
      const sent = await waitFor(async () => {
        const row = await reload(message.id);
        return row.status === 'sent' ? row : null;
      });
      const params = { MessageSid: sent.providerSid!, MessageStatus: 'failed' };
      const forged = twilio.getExpectedTwilioSignature('not-the-token', callbackUrl, params);

      const response = await request(testApp.app.getHttpServer())
        .post('/api/sms/status')
        .set('X-Twilio-Signature', forged)
        .type('form')
        .send(params)
        .expect(403);
      expect(response.body.message).toBe('The webhook signature is missing or invalid.');
      expect((await reload(message.id)).status).toBe('sent');
    });

    it('rejects a callback without a signature', async () => {
      await request(testApp.app.getHttpServer())
        .post('/api/sms/status')
        .type('form')
        .send({ MessageSid: 'SM1', MessageStatus: 'delivered' })
        .expect(403);
    });
  });

  it('mirrors a STOP reply into the opt-out list, and START undoes it', async () => {
    const inboundUrl = 'http://127.0.0.1:3999/api/sms/inbound';
    const send = (body: string) => {
      const params = { From: '+12145550108', Body: body, To: FROM };
      return request(testApp.app.getHttpServer())
        .post('/api/sms/inbound')
        .set('X-Twilio-Signature', twilio.getExpectedTwilioSignature(AUTH_TOKEN, inboundUrl, params))
        .type('form')
        .send(params)
        .expect(200);
    };
    const notifications = testApp.app.get(NotificationsService);

    await send(' Stop ');
    expect(await notifications.isOptedOut('+12145550108')).toBe(true);
    await send('START');
    expect(await notifications.isOptedOut('+12145550108')).toBe(false);
  });
});
