import { LedgerEntry } from '../../src/modules/payments/entities/ledger-entry.entity';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { PaymentEvent } from '../../src/modules/payments/entities/payment-event.entity';
import { Payment } from '../../src/modules/payments/entities/payment.entity';
import { RequestRepository } from '../../src/modules/request-core';
import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { anAgreedRequest, aProvider } from '../support/factories';
import { useStandIn } from '../support/stand-in';
import { signedEvent, StripeStandIn } from '../support/stripe-stand-in';
import { useTestApp } from '../support/use-test-app';
import { loseEveryRace } from './lose-every-race';

describe('Deposit checkout with Stripe', () => {
  const stripe = useStandIn(new StripeStandIn());
  const t = useTestApp({ env: () => stripe.env(), beforeEachTest: () => stripe.reset() });

  const reload = (id: string) => t.em().findOneOrFail(CustomerRequest, id);
  const paymentsOf = (id: string) => t.em().find(Payment, { request: id }, { orderBy: { createdAt: 'asc' } });
  const textsOf = async (id: string) => (await t.em().find(SmsMessage, { request: id })).map((text) => text.template);
  const logOf = async (id: string) =>
    (await t.em().find(ActivityLogEntry, { request: id }, { orderBy: { createdAt: 'asc' } })).map((entry) => entry.action);
  const checkout = (code: string) => t.http().post(`/api/track/${code}/checkout`);
  const deliver = (event: { payload: string; signature: string }) =>
    t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.payload);

  /** An agreed request with an open session at the stand-in. */
  async function withOpenSession(overrides: Partial<CustomerRequest> = {}) {
    const request = await anAgreedRequest(t.em(), overrides);
    const started = await checkout(request.customerTrackingId!).expect(200);
    return { request, sessionId: started.body.sessionId as string };
  }

  function completed(sessionId: string, changes: Record<string, unknown> = {}, id?: string) {
    const session = stripe.pay(sessionId);
    return signedEvent('checkout.session.completed', { ...session, ...changes }, { id });
  }

  describe('starting checkout', () => {
    it('creates a session for the deposit in cents, with the request in metadata and the success and cancel URLs', async () => {
      const request = await anAgreedRequest(t.em());
      const response = await checkout(request.customerTrackingId!).expect(200);
      expect(stripe.sessions).toHaveLength(1);
      const [session] = stripe.sessions;
      expect(session).toMatchObject({
        mode: 'payment',
        amount_total: 3000,
        currency: 'usd',
        metadata: { requestId: request.id },
        success_url: 'http://127.0.0.1:3999/payment-success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: `http://127.0.0.1:3999/payment/${request.id}?code=${request.customerTrackingId}`,
      });
      expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
      expect(session.idempotencyKey).toBe(`checkout:${request.id}:1`);
      expect(response.body).toEqual({ url: session.url, sessionId: session.id });
      expect(await reload(request.id)).toMatchObject({ status: 'payment_pending' });
      expect(await paymentsOf(request.id)).toMatchObject([{ checkoutSessionId: session.id, amountCents: 3000, status: 'open' }]);
    });

    it('opens the card page in the customer’s language, with the deposit named in it', async () => {
      const english = await anAgreedRequest(t.em());
      await checkout(english.customerTrackingId!).expect(200);
      const spanish = await anAgreedRequest(t.em(), { language: 'es', phone: '+12145550199' });
      await checkout(spanish.customerTrackingId!).expect(200);
      expect(stripe.sessions.map(({ name, locale }) => ({ name, locale }))).toEqual([
        { name: 'Towing deposit (15% of $200.00)', locale: 'en' },
        { name: 'Depósito de Remolque (15% de $200.00)', locale: 'es' },
      ]);
    });

    it('hands out the open session again instead of opening a second one', async () => {
      const { request, sessionId } = await withOpenSession();
      const again = await checkout(request.customerTrackingId!).expect(200);
      expect(again.body.sessionId).toBe(sessionId);
      expect(stripe.sessions).toHaveLength(1);
      expect(await paymentsOf(request.id)).toHaveLength(1);
    });

    it('opens a new session once the open one has expired', async () => {
      const { request, sessionId } = await withOpenSession();
      await deliver(signedEvent('checkout.session.expired', { ...stripe.session(sessionId), status: 'expired' })).expect(200);
      const again = await checkout(request.customerTrackingId!).expect(200);
      expect(again.body.sessionId).not.toBe(sessionId);
      expect(stripe.sessions).toHaveLength(2);
      expect((await paymentsOf(request.id)).map((payment) => payment.status)).toEqual(['expired', 'open']);
    });

    it('closes the open session and opens a new one when the deposit has changed', async () => {
      const { request, sessionId } = await withOpenSession();
      await t.em().nativeUpdate(CustomerRequest, { id: request.id }, { finalPriceCents: 30000, depositAmountCents: 4500 });
      const again = await checkout(request.customerTrackingId!).expect(200);
      expect(again.body.sessionId).not.toBe(sessionId);
      expect(stripe.session(sessionId).status).toBe('expired');
      expect(stripe.session(again.body.sessionId).amount_total).toBe(4500);
      expect((await paymentsOf(request.id)).map((payment) => [payment.status, payment.amountCents])).toEqual([
        ['expired', 3000],
        ['open', 4500],
      ]);
    });

    it('opens one session for ten taps at once', async () => {
      const request = await anAgreedRequest(t.em());
      const responses = await Promise.all(Array.from({ length: 10 }, () => checkout(request.customerTrackingId!)));
      expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
      expect(new Set(responses.map((response) => response.body.sessionId)).size).toBe(1);
      expect(stripe.sessions).toHaveLength(1);
      expect(await paymentsOf(request.id)).toHaveLength(1);
    });

    it('refuses a new checkout once the deposit is paid', async () => {
      const { request, sessionId } = await withOpenSession();
      await deliver(completed(sessionId)).expect(200);
      await checkout(request.customerTrackingId!).expect(409);
      expect(stripe.sessions).toHaveLength(1);
    });

    it('refuses until the location is shared', async () => {
      const request = await anAgreedRequest(t.em(), { customerLat: null, customerLng: null, useGps: false });
      const response = await checkout(request.customerTrackingId!).expect(409);
      expect(response.body.message).toBe('Location sharing is required before payment');
      expect(stripe.sessions).toHaveLength(0);
    });

    it("answers 503 with the spec's message when Stripe fails, and records no session", async () => {
      const request = await anAgreedRequest(t.em());
      stripe.failNext(500, 500, 500);
      const response = await checkout(request.customerTrackingId!).expect(503);
      expect(response.body.message).toBe('Failed to open payment link. Please try again.');
      expect(await paymentsOf(request.id)).toHaveLength(0);
    });
  });

  describe('the webhook', () => {
    it('confirms a paid session: deposit recorded, one receipt text, the dispatcher told', async () => {
      const { request, sessionId } = await withOpenSession();
      const admin = await t.connect('/admin', { cookie: await t.adminCookie() });
      const received = new Promise((resolve) => admin.socket.once('payment.received', resolve));
      await deliver(completed(sessionId)).expect(200);
      expect(await reload(request.id)).toMatchObject({ status: 'deposit_paid', paymentStatus: 'upfront_paid', depositPaid: true });
      expect((await reload(request.id)).depositPaidAt).toBeInstanceOf(Date);
      expect(await paymentsOf(request.id)).toMatchObject([{ status: 'paid', paymentIntentId: stripe.session(sessionId).payment_intent }]);
      const receipt = await t.em().findOneOrFail(SmsMessage, { request: request.id, template: 'deposit-received' });
      expect(receipt.body).toBe(
        'DFW Roadside: your $30.00 deposit is paid. The remaining 85% ($170.00) is due to your provider on site. ' +
          `Follow your request: http://127.0.0.1:3999/track/${request.customerTrackingId} Reply STOP to opt out.`,
      );
      expect(await received).toEqual({ id: request.id, trackingId: request.customerTrackingId, depositAmountCents: 3000 });
      const status = await t.http().get(`/api/payments/sessions/${sessionId}`).expect(200);
      expect(status.body).toEqual({ status: 'paid', trackingId: request.customerTrackingId, requestId: request.id });
    });

    it.each([
      ['no signature', (event: { payload: string }) => ({ ...event, signature: '' })],
      ['a signature made with another secret', (event: { payload: string; signature: string }) => ({
        ...event,
        signature: signedEvent('checkout.session.completed', JSON.parse(event.payload).data.object, { secret: 'whsec_other' }).signature,
      })],
      ['a changed body', (event: { payload: string; signature: string }) => ({ ...event, payload: event.payload.replace('3000', '1') })],
    ])('answers 400 for %s and changes nothing', async (_name, spoil) => {
      const { request, sessionId } = await withOpenSession();
      const response = await deliver(spoil(completed(sessionId))).expect(400);
      expect(response.body.code).toBe('bad_signature');
      expect(await reload(request.id)).toMatchObject({ status: 'payment_pending', depositPaid: false });
      expect(await paymentsOf(request.id)).toMatchObject([{ status: 'open' }]);
      expect(await t.em().count(PaymentEvent, {})).toBe(0);
    });

    it('records the same event delivered ten times in a row once', async () => {
      const { request, sessionId } = await withOpenSession();
      const event = completed(sessionId);
      for (let delivery = 0; delivery < 10; delivery++) await deliver(event).expect(200);
      await expectPaidOnce(request.id);
    });

    it('records the same event delivered ten times at once once', async () => {
      const { request, sessionId } = await withOpenSession();
      const event = completed(sessionId);
      const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
      expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
      await expectPaidOnce(request.id);
    });

    async function expectPaidOnce(requestId: string) {
      expect(await reload(requestId)).toMatchObject({ status: 'deposit_paid', depositPaid: true });
      expect(await t.em().count(PaymentEvent, {})).toBe(1);
      expect((await paymentsOf(requestId)).map((payment) => payment.status)).toEqual(['paid']);
      expect((await logOf(requestId)).filter((line) => line.startsWith('Deposit of'))).toEqual(['Deposit of $30.00 paid by card']);
      expect((await textsOf(requestId)).filter((template) => template === 'deposit-received')).toHaveLength(1);
    }

    it('records nothing for a payment whose move lost every race, and answers an error so Stripe delivers it again', async () => {
      const { request, sessionId } = await withOpenSession();
      const event = completed(sessionId);
      // Other writes to the request keep committing between the engine's read and its write.
      const race = loseEveryRace(t.app);
      try {
        const first = await deliver(event);
        expect([first.status, first.body.code]).toEqual([409, 'concurrent_change']);
      } finally {
        race.stop();
      }
      expect(race.writes).toBeGreaterThan(0);
      expect(await reload(request.id)).toMatchObject({ status: 'payment_pending', paymentStatus: null, depositPaid: false });
      expect(await paymentsOf(request.id)).toMatchObject([{ status: 'open' }]);
      expect(await t.em().count(PaymentEvent, {})).toBe(0);
      expect(await textsOf(request.id)).not.toContain('deposit-received');

      // Stripe's redelivery of the same event, with the writes over, applies it.
      await deliver(event).expect(200);
      expect(await reload(request.id)).toMatchObject({ status: 'deposit_paid', paymentStatus: 'upfront_paid', depositPaid: true });
      await expectPaidOnce(request.id);
      expect((await logOf(request.id)).filter((line) => line.includes('was not applied'))).toEqual([]);
    });

    it('records, once, a paid session whose request was deleted just before its move', async () => {
      const { request, sessionId } = await withOpenSession();
      const event = completed(sessionId);
      const cookie = await t.adminCookie();
      const repository = t.app.get(RequestRepository);
      const read = repository.byId.bind(repository);
      // The dispatcher deletes the request between the payment's lookup and the move.
      const spy = jest.spyOn(repository, 'byId').mockImplementationOnce(async (id, tx) => {
        await t.http().delete(`/api/admin/requests/${id}`).set('Cookie', cookie).expect(204);
        return read(id, tx);
      });
      try {
        await deliver(event).expect(200);
      } finally {
        spy.mockRestore();
      }
      expect(await t.em().findOne(CustomerRequest, request.id)).toBeNull();
      expect(await t.em().find(PaymentEvent, {})).toMatchObject([{ id: event.id, type: 'checkout_completed', request: null }]);
      await deliver(event).expect(200);
      expect(await t.em().count(PaymentEvent, {})).toBe(1);
    });

    it.each([
      ['amount', { amount_total: 300 }],
      ['currency', { currency: 'eur' }],
    ])('never confirms a session paid with the wrong %s, and flags it to the dispatcher', async (_name, changes) => {
      const { request, sessionId } = await withOpenSession();
      await deliver(completed(sessionId, changes)).expect(200);
      expect(await reload(request.id)).toMatchObject({ status: 'payment_pending', depositPaid: false, paymentStatus: null });
      expect(await paymentsOf(request.id)).toMatchObject([{ status: 'mismatched' }]);
      expect((await logOf(request.id)).some((line) => line.startsWith('Payment NOT confirmed'))).toBe(true);
      expect(await textsOf(request.id)).not.toContain('deposit-received');
    });

    it('changes nothing on an expiry that arrives after the payment', async () => {
      const { request, sessionId } = await withOpenSession();
      await deliver(completed(sessionId)).expect(200);
      await deliver(signedEvent('checkout.session.expired', { ...stripe.session(sessionId), status: 'expired' })).expect(200);
      expect(await paymentsOf(request.id)).toMatchObject([{ status: 'paid' }]);
      expect(await reload(request.id)).toMatchObject({ status: 'deposit_paid' });
    });

    it('confirms a delayed payment by its async success, after a completed-but-unpaid event, once', async () => {
      const { request, sessionId } = await withOpenSession();
      const session = stripe.pay(sessionId);
      await deliver(signedEvent('checkout.session.completed', { ...session, payment_status: 'unpaid' })).expect(200);
      expect(await reload(request.id)).toMatchObject({ depositPaid: false });
      await deliver(signedEvent('checkout.session.async_payment_succeeded', session)).expect(200);
      await deliver(signedEvent('checkout.session.completed', session)).expect(200);
      expect(await reload(request.id)).toMatchObject({ status: 'deposit_paid', depositPaid: true });
      expect((await paymentsOf(request.id)).map((payment) => payment.status)).toEqual(['paid']);
      expect((await textsOf(request.id)).filter((template) => template === 'deposit-received')).toHaveLength(1);
    });

    it('closes a session whose delayed payment failed; the success page then reports the failure', async () => {
      const { request, sessionId } = await withOpenSession();
      await deliver(signedEvent('checkout.session.async_payment_failed', { ...stripe.session(sessionId) })).expect(200);
      expect(await paymentsOf(request.id)).toMatchObject([{ status: 'expired' }]);
      expect((await t.http().get(`/api/payments/sessions/${sessionId}`).expect(200)).body.status).toBe('failed');
      expect(await reload(request.id)).toMatchObject({ depositPaid: false });
    });

    it('accepts events it does not act on, once', async () => {
      const event = signedEvent('customer.created', { id: 'cus_1', object: 'customer' });
      await deliver(event).expect(200);
      await deliver(event).expect(200);
      expect(await t.em().count(PaymentEvent, {})).toBe(1);
    });
  });

  describe('refunds', () => {
    async function paid() {
      const { request, sessionId } = await withOpenSession();
      await deliver(completed(sessionId)).expect(200);
      return { request, sessionId };
    }
    let cookie: string;
    beforeEach(async () => {
      cookie = await t.adminCookie();
    });
    const refund = (id: string) => t.http().post(`/api/admin/requests/${id}/refund`).set('Cookie', cookie);

    it('cancels and refunds a paid request before a provider is assigned, recorded from the refund answer', async () => {
      const { request, sessionId } = await paid();
      await refund(request.id).expect(204);
      expect(stripe.refunds).toMatchObject([{ payment_intent: stripe.session(sessionId).payment_intent }]);
      expect(await reload(request.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect(await paymentsOf(request.id)).toMatchObject([{ status: 'refunded' }]);
      expect((await paymentsOf(request.id))[0].refundedAt).toBeInstanceOf(Date);
      expect(await t.em().find(LedgerEntry, { requestId: request.id })).toMatchObject([{ kind: 'refund', amountCents: 3000, cause: 'dispatcher' }]);
      // Stripe's own report of the refund then changes nothing.
      await deliver(
        signedEvent('charge.refunded', { id: 'ch_1', object: 'charge', refunded: true, payment_intent: stripe.session(sessionId).payment_intent }),
      ).expect(200);
      expect(await paymentsOf(request.id)).toMatchObject([{ status: 'refunded' }]);
    });

    it("records a refund made in Stripe's dashboard from its charge.refunded event, once", async () => {
      const { request, sessionId } = await paid();
      const event = signedEvent('charge.refunded', {
        id: 'ch_2',
        object: 'charge',
        refunded: true,
        payment_intent: stripe.session(sessionId).payment_intent,
      });
      await deliver(event).expect(200);
      await deliver(event).expect(200);
      expect(await paymentsOf(request.id)).toMatchObject([{ status: 'refunded' }]);
      expect(await t.em().count(PaymentEvent, { id: event.id })).toBe(1);
      // In the ledger once, like a dispatcher's refund.
      expect(await t.em().find(LedgerEntry, { requestId: request.id })).toMatchObject([{ kind: 'refund', amountCents: 3000, cause: 'dispatcher' }]);
    });

    it('refuses once a provider is assigned, and moves no money', async () => {
      const { request } = await paid();
      const provider = await aProvider(t.em());
      await t.em().nativeUpdate(CustomerRequest, { id: request.id }, { status: 'provider_assigned', provider: provider.id });
      const response = await refund(request.id).expect(409);
      expect(response.body).toMatchObject({
        code: 'illegal_transition',
        message: 'This request is Provider Assigned; the deposit can no longer be refunded.',
      });
      expect(stripe.refunds).toHaveLength(0);
      expect(await paymentsOf(request.id)).toMatchObject([{ status: 'paid' }]);
    });

    it('refuses a request with no paid deposit', async () => {
      const { request } = await withOpenSession();
      const response = await refund(request.id).expect(409);
      expect(response.body.message).toBe('This request has no paid deposit to refund.');
    });
  });

  it("lists the request's payments on the admin details, with a dashboard link", async () => {
    const { request, sessionId } = await withOpenSession();
    const details = await t.http().get(`/api/admin/requests/${request.id}`).set('Cookie', await t.adminCookie()).expect(200);
    expect(details.body.payments).toEqual([
      expect.objectContaining({
        checkoutSessionId: sessionId,
        amountCents: 3000,
        currency: 'usd',
        status: 'open',
        paidAt: null,
        dashboardUrl: `https://dashboard.stripe.com/test/checkout/sessions/${sessionId}`,
      }),
    ]);
  });

  it.each([['the payment link', '/payment-link'], ['the request', '']])(
    'closes the open session at Stripe when %s is deleted, so the request cannot be paid after',
    async (_name, suffix) => {
      const { request, sessionId } = await withOpenSession();
      await t.http().delete(`/api/admin/requests/${request.id}${suffix}`).set('Cookie', await t.adminCookie()).expect(204);
      expect(stripe.session(sessionId).status).toBe('expired');
      expect(await t.em().findOne(CustomerRequest, request.id)).toBeNull();
    },
  );

  it('has no test checkout while Stripe keys are set', async () => {
    const { sessionId } = await withOpenSession();
    await t.http().get(`/api/payments/test-checkout/${sessionId}`).expect(404);
    await t.http().post(`/api/payments/test-checkout/${sessionId}/pay`).send({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }).expect(404);
  });
});
