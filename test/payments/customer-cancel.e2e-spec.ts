import { randomBytes } from 'node:crypto';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { CustomerCancelService } from '../../src/modules/payments/cancellations/customer-cancel.service';
import { LedgerEntry } from '../../src/modules/payments/entities/ledger-entry.entity';
import { Payment } from '../../src/modules/payments/entities/payment.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import type { RequestStatus } from '../../src/domain/request-status';
import { anAgreedRequest, aProvider } from '../support/factories';
import { postSignedInboundText } from '../support/signed-inbound-text';
import { useStandIn } from '../support/stand-in';
import { signedEvent, StripeStandIn } from '../support/stripe-stand-in';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';

const TWILIO = { accountSid: 'AC00000000000000000000000000000f43', authToken: 'test-auth-token-ladder-0123456789', number: '+14695550100' };
const PHONE = '+12145550143';
const PROVIDER_PHONE = '+19725550143';

/** The customer cancels a paid request by text at each step before service; the ladder decides the deposit's fate. */
describe('Cancelling a paid request at any step before service', () => {
  const stripe = useStandIn(new StripeStandIn());
  const t = useTestApp({
    worker: true,
    env: () => ({ ...stripe.env(), TWILIO_ACCOUNT_SID: TWILIO.accountSid, TWILIO_AUTH_TOKEN: TWILIO.authToken, TWILIO_FROM: TWILIO.number }),
    beforeEachTest: () => stripe.reset(),
  });

  const text = async (body: string): Promise<SmsMessage> => {
    const sid = `SM${randomBytes(16).toString('hex')}`;
    await postSignedInboundText(t.http, TWILIO, { sid, from: PHONE, body }).expect(200);
    const inbound = await waitFor(async () => {
      const row = await t.em().findOne(SmsMessage, { idempotencyKey: `inbound:${sid}` });
      return row && row.attempts === 1 ? row : null;
    });
    return waitFor(() => t.em().findOne(SmsMessage, { idempotencyKey: `reply:${inbound.id}` }));
  };

  /** A request whose deposit was paid through Stripe, with a provider at `status`. */
  async function aPaidJob(status: RequestStatus): Promise<CustomerRequest> {
    const request = await anAgreedRequest(t.em(), { phone: PHONE });
    const started = await t.http().post(`/api/track/${request.customerTrackingId}/checkout`).expect(200);
    const paid = signedEvent('checkout.session.completed', stripe.pay(started.body.sessionId));
    await t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', paid.signature).send(paid.payload).expect(200);
    const provider = await aProvider(t.em(), { name: 'Rosa Diaz', phone: PROVIDER_PHONE });
    await t.em().nativeUpdate(CustomerRequest, { id: request.id }, { status, provider: provider.id, providerJobId: 'LADDER430' });
    return t.em().findOneOrFail(CustomerRequest, request.id);
  }

  const ledgerOf = async (requestId: string) =>
    Object.fromEntries((await t.em().find(LedgerEntry, { requestId })).map(({ kind, amountCents }) => [kind, amountCents]));

  it('keeps the deposit once the provider is on the way, says so before the YES, and credits the provider 60 %', async () => {
    const request = await aPaidJob('en_route');
    const ask = await text('CANCEL REQUEST');
    expect(ask.body).toBe('DFW Roadside: Your provider is on the way: the $30.00 deposit will not be refunded. Reply YES to cancel your request. Reply STOP to opt out.');
    const done = await text('YES');
    expect(done.body).toContain('so the $30.00 deposit is kept as the cancellation fee');

    expect(await t.em().findOneOrFail(CustomerRequest, request.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'upfront_paid',
      cancellationCause: 'customer',
      cancellationFeeCents: 3000,
      providerCreditCents: 1800,
    });
    const [payment] = await t.em().find(Payment, { request: request.id });
    expect(await ledgerOf(request.id)).toEqual({ platform_fee: 1200, provider_credit: 1800 });
    expect(payment.status).toBe('paid');
    expect(stripe.refunds).toEqual([]);
    const told = await waitFor(() => t.em().findOne(SmsMessage, { to: PROVIDER_PHONE, template: 'job-cancelled-by-customer' }));
    expect(told.body).toContain('You are credited a $18.00 trip fee.');
  });

  it('refunds in full before the provider sets off, once, however often the cancel is repeated', async () => {
    const request = await aPaidJob('provider_assigned');
    expect((await text('CANCEL REQUEST')).body).toContain('Your $30.00 deposit will be refunded in full.');
    const cancels = t.app.get(CustomerCancelService);
    const outcomes = await Promise.allSettled([
      cancels.cancel(request.id, 'page', 'before_dispatch'),
      cancels.cancel(request.id, 'page', 'before_dispatch'),
      cancels.cancel(request.id, 'page', 'before_dispatch'),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    await cancels.cancel(request.id, 'page', 'before_dispatch');

    expect(await t.em().findOneOrFail(CustomerRequest, request.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', cancellationFeeCents: 0 });
    expect(await ledgerOf(request.id)).toEqual({ refund: 3000 });
    expect(new Set(stripe.refunds.map((refund) => refund.idempotencyKey)).size).toBe(1);
    expect(await t.em().find(Payment, { request: request.id })).toMatchObject([{ status: 'refunded' }]);
    const told = await waitFor(() => t.em().findOne(SmsMessage, { to: PROVIDER_PHONE, template: 'job-cancelled-by-customer' }));
    expect(told.body).not.toContain('trip fee');
  });

  it('asks again, with the new cost, when the provider set off between the question and the YES', async () => {
    const request = await aPaidJob('provider_assigned');
    expect((await text('CANCEL REQUEST')).body).toContain('will be refunded in full');
    await t.em().nativeUpdate(CustomerRequest, { id: request.id }, { status: 'en_route' });
    const again = await text('YES');
    expect(again.body).toContain('Your provider is on the way: the $30.00 deposit will not be refunded. Reply YES');
    expect((await t.em().findOneOrFail(CustomerRequest, request.id)).status).toBe('en_route');
    await text('YES');
    expect(await t.em().findOneOrFail(CustomerRequest, request.id)).toMatchObject({ status: 'cancelled', cancellationFeeCents: 3000 });
  });

  it('prices a cancel racing the provider’s arrival by whichever came first, and never both ways', async () => {
    const request = await aPaidJob('en_route');
    const cancels = t.app.get(CustomerCancelService);
    const [cancel] = await Promise.allSettled([
      cancels.cancel(request.id, 'page', 'on_the_way'),
      t.em().nativeUpdate(CustomerRequest, { id: request.id, status: 'en_route' }, { status: 'arrived' }),
    ]);
    const stored = await t.em().findOneOrFail(CustomerRequest, request.id);
    if (cancel.status === 'fulfilled') expect(stored).toMatchObject({ status: 'cancelled', cancellationFeeCents: 3000 });
    else expect([stored.status, (cancel.reason as { code?: string }).code]).toEqual(['arrived', 'cancellation_changed']);
    const ledger = await ledgerOf(request.id);
    expect(Object.values(ledger).reduce((sum, cents) => sum + cents, 0)).toBe(cancel.status === 'fulfilled' ? 3000 : 0);
  });

  it('cancels from the tracking page, which shows what cancelling costs and refuses a cost it no longer shows', async () => {
    const request = await aPaidJob('en_route');
    const page = await t.http().get(`/api/track/${request.customerTrackingId}`).expect(200);
    expect(page.body.cancellation).toEqual({ step: 'on_the_way', depositCents: 3000, refundCents: 0, keptCents: 3000 });

    const stale = await t.http().post(`/api/track/${request.customerTrackingId}/cancel`).send({ step: 'before_dispatch' }).expect(409);
    expect(stale.body.code).toBe('cancellation_changed');
    await t.http().post(`/api/track/${request.customerTrackingId}/cancel`).send({ step: 'soon' }).expect(400);

    const cancelled = await t.http().post(`/api/track/${request.customerTrackingId}/cancel`).send({ step: 'on_the_way' }).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancellation: null });
    const told = await waitFor(() => t.em().findOne(SmsMessage, { to: PHONE, template: 'cancelled-deposit-kept' }));
    expect(told.body).toContain('so the $30.00 deposit is kept as the cancellation fee');
    // A second tap (a slow network) finds it done: the same answer, nothing written or texted twice.
    await t.http().post(`/api/track/${request.customerTrackingId}/cancel`).send({ step: 'on_the_way' }).expect(200);
    expect(await ledgerOf(request.id)).toEqual({ platform_fee: 1200, provider_credit: 1800 });
    expect(await t.em().count(SmsMessage, { to: PHONE, template: 'cancelled-deposit-kept' })).toBe(1);
  });

  it('lets a customer who has paid nothing cancel from the page for free', async () => {
    const request = await anAgreedRequest(t.em(), { phone: PHONE });
    const page = await t.http().get(`/api/track/${request.customerTrackingId}`).expect(200);
    expect(page.body.cancellation).toEqual({ step: 'before_dispatch', depositCents: null, refundCents: 0, keptCents: 0 });
    await t.http().post(`/api/track/${request.customerTrackingId}/cancel`).send({ step: 'before_dispatch' }).expect(200);
    expect((await t.em().findOneOrFail(CustomerRequest, request.id)).status).toBe('cancelled');
  });
});
