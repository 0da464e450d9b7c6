import { randomBytes } from 'node:crypto';
import type { ConversationSummaryView } from '../../src/contracts/conversation-views';
import type { CustomerRequestView } from '../../src/contracts/request-views';
import type { InboundTextEvent } from '../../src/contracts/socket-events';
import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { SmsOptOutsService } from '../../src/modules/notifications/sms-opt-outs.service';
import { Payment } from '../../src/modules/payments/entities/payment.entity';
import { anAgreedRequest, aPaidRequest, aProvider, aRequest } from '../support/factories';
import { postSignedInboundText } from '../support/signed-inbound-text';
import { useStandIn } from '../support/stand-in';
import { TwilioStandIn } from '../support/twilio-stand-in';
import { uploadPhoto } from '../support/provider-steps';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';
import { TEST_ENV } from '../test-env';

const ACCOUNT_SID = 'AC00000000000000000000000000000002';
const AUTH_TOKEN = 'test-auth-token-two-way-0123456789';
const OUR_NUMBER = '+14695550100';
const OPT_OUT_CONFIRMATION = 'DFW Roadside: you are unsubscribed and will get no more texts. Reply START to resubscribe.';

describe('Two-way SMS: POST /api/sms/inbound', () => {
  const twilioApi = useStandIn(new TwilioStandIn());
  const t = useTestApp({
    worker: true,
    env: () => ({ TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_FROM: OUR_NUMBER, TWILIO_API_URL: twilioApi.url }),
    beforeEachTest: () => twilioApi.reset(),
  });

  const newSid = () => `SM${randomBytes(16).toString('hex')}`;

  /** Posts a text the way Twilio does, with a real signature. */
  const post = (from: string, body: string, sid: string) =>
    postSignedInboundText(t.http, { accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, number: OUR_NUMBER }, { sid, from, body });

  /** Sends a text in and waits until the worker has handled it; the stored inbound row. */
  async function text(from: string, body: string, sid = newSid()): Promise<SmsMessage> {
    const response = await post(from, body, sid).expect(200);
    expect(response.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    return waitFor(async () => {
      const row = await t.em().findOne(SmsMessage, { idempotencyKey: `inbound:${sid}` });
      return row && row.attempts === 1 ? row : null;
    });
  }

  /** The answer to an inbound text once the worker has settled it (sent or suppressed). */
  const replyTo = (inbound: SmsMessage) =>
    waitFor(async () => {
      const reply = await t.em().findOne(SmsMessage, { idempotencyKey: `reply:${inbound.id}` });
      return reply && ['sent', 'suppressed'].includes(reply.status) ? reply : null;
    });
  const noReplyTo = async (inbound: SmsMessage) =>
    expect(await t.em().count(SmsMessage, { idempotencyKey: `reply:${inbound.id}` })).toBe(0);
  const sentTo = (phone: string) => twilioApi.received.filter((call) => call.form.To === phone).map((call) => call.form.Body);
  const reload = (id: string) => t.em().findOneOrFail(CustomerRequest, id);
  const isOptedOut = (phone: string) => t.app.get(SmsOptOutsService).isOptedOut(phone);

  async function anAssignedJob(providerPhone = '+19725550190') {
    const request = await aPaidRequest(t.em(), { phone: '+12145550150' });
    const provider = await aProvider(t.em(), { name: 'Rosa Diaz', phone: providerPhone });
    await t.http().post(`/api/admin/requests/${request.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id }).expect(200);
    return { request: await reload(request.id), provider };
  }

  describe('carrier keywords', () => {
    it('opts out on STOP, confirms once, and sends nothing after, from any flow', async () => {
      const phone = '+12145550160';
      const request = await aRequest(t.em(), { phone });
      const stop = await text(phone, ' Stop ');
      expect(await isOptedOut(phone)).toBe(true);
      expect((await replyTo(stop)).status).toBe('sent');

      const again = await text(phone, 'STOP');
      await noReplyTo(again);
      const status = await text(phone, 'STATUS');
      expect((await replyTo(status)).status).toBe('suppressed');
      await t.http().post(`/api/admin/requests/${request.id}/price`).set('Cookie', await t.adminCookie()).send({ priceCents: 15000 });
      await waitFor(async () => (await t.em().count(SmsMessage, { to: phone, template: 'price-offered', status: 'suppressed' })) === 1);

      expect(sentTo(phone)).toEqual([OPT_OUT_CONFIRMATION]);
    });

    it.each(['STOPALL', 'unsubscribe', 'END', 'Quit', 'OPTOUT', 'revoke', 'cancel'])('opts out on %p', async (word) => {
      const phone = '+12145550161';
      await replyTo(await text(phone, word));
      expect(await isOptedOut(phone)).toBe(true);
      expect(sentTo(phone)).toEqual([OPT_OUT_CONFIRMATION]);
    });

    it.each(['START', 'unstop', 'YES'])('opts back in on %p with a confirmation', async (word) => {
      const phone = '+12145550162';
      await text(phone, 'STOP');
      const start = await text(phone, word);
      expect(await isOptedOut(phone)).toBe(false);
      expect((await replyTo(start)).body).toMatch(/^DFW Roadside: you are subscribed again/);
      await waitFor(async () => sentTo(phone).length === 2);
    });

    it.each(['HELP', 'info'])('answers %p with the business name, support phone and the opt-out hint', async (word) => {
      await aRequest(t.em(), { phone: '+12145550163' });
      const reply = await replyTo(await text('+12145550163', word));
      expect(reply.body).toBe(`DFW Roadside roadside assistance. For help call or text (214) 555-0123. Reply STOP to opt out.`);
      expect(reply.status).toBe('sent');
    });
  });

  it('stores and handles a redelivered text once', async () => {
    const sid = newSid();
    await post('+12145550164', 'HELP', sid).expect(200);
    await post('+12145550164', 'HELP', sid).expect(200);
    const inbound = await text('+12145550164', 'HELP', sid);

    expect(await t.em().count(SmsMessage, { direction: 'inbound', from: '+12145550164' })).toBe(1);
    await replyTo(inbound);
    expect(await t.em().count(SmsMessage, { to: '+12145550164' })).toBe(1);
    expect(inbound).toMatchObject({ to: OUR_NUMBER, from: '+12145550164', body: 'HELP', providerSid: sid });
  });

  describe('routing', () => {
    it('sends an unknown question to the inbox, linked to the request, live to the dispatchers', async () => {
      const request = await aRequest(t.em(), { phone: '+12145550165' });
      const admin = await t.connect('/admin', { cookie: await t.adminCookie() });
      expect(admin.error).toBeNull();
      const seen: InboundTextEvent[] = [];
      admin.socket.on('text.received', (event: InboundTextEvent) => seen.push(event));

      const inbound = await text('+12145550165', 'Is the driver close?');
      await waitFor(async () => seen.length === 1);

      expect(inbound.request?.id).toBe(request.id);
      expect(seen[0]).toMatchObject({ id: inbound.id, from: '+12145550165', body: 'Is the driver close?', requestId: request.id });
      await noReplyTo(inbound);
    });

    it('sends a text from an unknown number to the inbox without a request', async () => {
      const admin = await t.connect('/admin', { cookie: await t.adminCookie() });
      const seen: InboundTextEvent[] = [];
      admin.socket.on('text.received', (event: InboundTextEvent) => seen.push(event));
      const inbound = await text('+12145550166', 'STATUS');
      await waitFor(async () => seen.length === 1);
      expect(inbound.request).toBeNull();
      expect(seen[0].requestId).toBeNull();
    });

    it('counts as unread in the inbox only the texts left for a person, not those it answered itself', async () => {
      await anAssignedJob();
      for (const body of ['STATUS', 'ESTADO', 'HELP', 'Is the driver close?']) await text('+12145550150', body);
      for (const body of ['ETA 45', 'OFF', 'ON']) await text('+19725550190', body);
      await text('+12145550169', 'START');

      const list = (await t.http().get('/api/admin/conversations').set('Cookie', await t.adminCookie()).expect(200)).body as ConversationSummaryView[];
      const unread = Object.fromEntries(list.map((conversation) => [conversation.phone, conversation.unreadCount]));
      expect(unread).toEqual({ '+12145550150': 1, '+19725550190': 0, '+12145550169': 0 });
    });

    it("links a provider's free text to their active job", async () => {
      const { request } = await anAssignedJob();
      const inbound = await text('+19725550190', 'Gate code?');
      expect(inbound.request?.id).toBe(request.id);
      await noReplyTo(inbound);
    });
  });

  describe('customer replies', () => {
    it('answers STATUS with the status and the tracking link', async () => {
      const request = await aRequest(t.em(), { phone: '+12145550167', status: 'admin_priced', adminPriceCents: 12000 });
      const reply = await replyTo(await text('+12145550167', 'status'));
      expect(reply.body).toBe(
        'DFW Roadside: Price Offer Ready. Your price is ready. Review the offer below to accept it or make a counter-offer. ' +
          `Details: ${TEST_ENV.PUBLIC_URL}/track/${request.customerTrackingId} Reply STOP to opt out.`,
      );
      expect(reply.request?.id).toBe(request.id);
    });

    it('cancels on CANCEL REQUEST then YES before a provider is assigned', async () => {
      const request = await aRequest(t.em(), { phone: '+12145550168', status: 'admin_priced', adminPriceCents: 12000 });
      const ask = await replyTo(await text('+12145550168', 'Cancel Request'));
      expect(ask.body).toBe('DFW Roadside: Reply YES to cancel your request. Reply STOP to opt out.');
      expect((await reload(request.id)).status).toBe('admin_priced');

      const done = await replyTo(await text('+12145550168', 'yes'));
      expect(done.body).toMatch(/^DFW Roadside: your request is cancelled\. Details: /);
      expect((await reload(request.id)).status).toBe('cancelled');
      const log = await t.em().find(ActivityLogEntry, { request: request.id });
      expect(log.map((entry) => [entry.action, entry.userType])).toEqual([['Customer cancelled the request by text', 'customer']]);
      expect(await isOptedOut('+12145550168')).toBe(false);
    });

    it('cancels a paid request through the refund path, so the deposit is refunded', async () => {
      const request = await anAgreedRequest(t.em(), { phone: '+12145550170' });
      const started = await t.http().post(`/api/track/${request.customerTrackingId}/checkout`).expect(200);
      await t
        .http()
        .post(`/api/payments/test-checkout/${started.body.sessionId}/pay`)
        .send({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })
        .expect(200);
      expect((await reload(request.id)).status).toBe('deposit_paid');

      const ask = await replyTo(await text('+12145550170', 'CANCEL REQUEST'));
      expect(ask.body).toBe('DFW Roadside: Your $30.00 deposit will be refunded in full. Reply YES to cancel your request. Reply STOP to opt out.');
      const done = await replyTo(await text('+12145550170', 'YES'));
      expect(done.body).toMatch(/^DFW Roadside: your request is cancelled and your deposit is being refunded\./);
      expect(await reload(request.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', cancellationCause: 'customer', cancellationFeeCents: 0 });
      expect(await t.em().find(Payment, { request: request.id })).toMatchObject([{ status: 'refunded' }]);
      // The customer did it, not a dispatcher, and the one answer to their text is all they are sent.
      const log = await t.em().find(ActivityLogEntry, { request: request.id }, { orderBy: { createdAt: 'desc' } });
      expect([log[0].userType, log[0].action]).toEqual(['customer', 'Customer cancelled by text; the $30.00 deposit is refunded in full']);
      expect(await t.em().count(SmsMessage, { request: request.id, template: 'deposit-refunded' })).toBe(0);
    });

    it('does not take a YES without a pending cancel as a cancel', async () => {
      const request = await aRequest(t.em(), { phone: '+12145550169' });
      const inbound = await text('+12145550169', 'YES');
      expect((await reload(request.id)).status).toBe('pending_admin_review');
      expect(inbound.request?.id).toBe(request.id);
      await noReplyTo(inbound);
    });

    it('refuses to cancel by text once service has started and gives the support phone', async () => {
      const { request } = await anAssignedJob();
      await t.em().nativeUpdate(CustomerRequest, { id: request.id }, { status: 'in_progress' });
      const reply = await replyTo(await text('+12145550150', 'CANCEL REQUEST'));
      expect(reply.body).toContain('can no longer be cancelled');
      expect(reply.body).toContain('Call (214) 555-0123 for help');
      await text('+12145550150', 'YES');
      expect((await reload(request.id)).status).toBe('in_progress');
    });
  });

  describe('provider replies', () => {
    it('works a whole job by text: OMW, ARRIVED, WORKING, DONE', async () => {
      const { request } = await anAssignedJob();
      const omw = await replyTo(await text('+19725550190', 'OMW'));
      expect([(await reload(request.id)).status, omw.body]).toEqual(['en_route', 'DFW Roadside: got it. Your next step is ARRIVED. Reply STOP to opt out.']);

      // Arrived needs the customer's arrival code, which the customer was texted when the provider set off.
      const { arrivalCode } = await reload(request.id);
      const [enRoute] = await t.em().find(SmsMessage, { to: '+12145550150', template: 'provider-en-route' });
      expect(enRoute.body).toContain(`Your arrival code is ${arrivalCode}: give it only to`);
      const bare = await replyTo(await text('+19725550190', 'arrived'));
      expect(bare.body).toBe("DFW Roadside: to mark your arrival, reply ARRIVED and the customer's 4-digit arrival code, e.g. ARRIVED 1234. Reply STOP to opt out.");
      const wrongCode = arrivalCode === '1111' ? '2222' : '1111';
      const wrong = await replyTo(await text('+19725550190', `ARRIVED ${wrongCode}`));
      expect(wrong.body).toMatch(/^DFW Roadside: that is not the customer's arrival code\./);
      expect((await reload(request.id)).status).toBe('en_route');

      const arrived = await replyTo(await text('+19725550190', `arrived ${arrivalCode}`));
      expect([(await reload(request.id)).status, arrived.body]).toEqual(['arrived', 'DFW Roadside: got it. Your next step is WORKING. Reply STOP to opt out.']);

      // A tow is photographed at pickup, and every job at completion, on the job page before the step.
      const { providerJobId } = await reload(request.id);
      const unphotographed = await replyTo(await text('+19725550190', 'Working'));
      expect(unphotographed.body).toBe('DFW Roadside: first add a photo of the vehicle at pickup on your job page, then reply WORKING. Reply STOP to opt out.');
      expect((await uploadPhoto(t, providerJobId!, 'pickup')).status).toBe(201);
      const working = await replyTo(await text('+19725550190', 'Working'));
      expect([(await reload(request.id)).status, working.body]).toEqual(['in_progress', 'DFW Roadside: got it. Your next step is DONE. Reply STOP to opt out.']);
      expect((await uploadPhoto(t, providerJobId!, 'completion')).status).toBe(201);
      const done = await replyTo(await text('+19725550190', 'DONE'));
      expect([(await reload(request.id)).status, done.body]).toEqual(['completed', 'DFW Roadside: got it, the job is complete. Thank you! Reply STOP to opt out.']);
      const customerTexts = await t.em().find(SmsMessage, { to: '+12145550150', template: { $in: ['provider-en-route', 'provider-arrived', 'service-started', 'service-completed'] } });
      expect(customerTexts).toHaveLength(4);
    });

    it('answers an out-of-order step with the next step and moves nothing', async () => {
      const { request } = await anAssignedJob();
      const reply = await replyTo(await text('+19725550190', 'ARRIVED'));
      expect(reply.body).toBe('DFW Roadside: Your next step is OMW. Reply STOP to opt out.');
      expect((await reload(request.id)).status).toBe('provider_assigned');
    });

    it("cannot move another provider's job", async () => {
      const { request } = await anAssignedJob();
      await aProvider(t.em(), { name: 'Lee Park', phone: '+19725550191' });
      const inbound = await text('+19725550191', 'OMW');
      expect((await reload(request.id)).status).toBe('provider_assigned');
      expect(inbound.request).toBeNull();
      await noReplyTo(inbound);
    });

    it('texts the customer an ETA once, logs it as the provider, and shows it on the tracking page', async () => {
      const { request } = await anAssignedJob();
      const page = await t.connect('/track', { auth: { trackingId: request.customerTrackingId! } });
      expect(page.error).toBeNull();
      const seen: CustomerRequestView[] = [];
      page.socket.on('request.changed', (view: CustomerRequestView) => seen.push(view));
      const reply = await replyTo(await text('+19725550190', 'ETA 15'));
      await waitFor(async () => seen.some((view) => view.provider?.etaMinutes === 15));
      expect(reply.to).toBe('+12145550150');
      expect(reply.body).toMatch(/^DFW Roadside: Your provider expects to arrive in about 15 minutes\./);

      const after = await reload(request.id);
      // Written by the engine like every change: under the version, with the provider's activity entry.
      expect([after.providerEtaMinutes, after.version]).toEqual([15, request.version + 1]);
      const log = await t.em().find(ActivityLogEntry, { request: request.id, userType: 'provider' });
      expect(log.map((entry) => entry.action)).toContain('Provider texted an ETA of 15 minutes');
      expect(await t.em().count(SmsMessage, { request: request.id, template: 'provider-eta' })).toBe(1);
      const tracking = await t.http().get(`/api/track/${request.customerTrackingId}`).expect(200);
      expect(tracking.body.provider.etaMinutes).toBe(15);
    });

    it('answers an ETA out of range with the format', async () => {
      const { request } = await anAssignedJob();
      const reply = await replyTo(await text('+19725550190', 'ETA 500'));
      expect(reply.body).toBe('DFW Roadside: send ETA and the minutes, from 1 to 180, e.g. ETA 15. Reply STOP to opt out.');
      expect((await reload(request.id)).providerEtaMinutes).toBeNull();
    });
  });
});
