import type { BalanceDueView, CardBalanceView } from '../../src/contracts/payment-views';
import type { ReceiptView } from '../../src/contracts/receipt-views';
import { BalanceRemindersService } from '../../src/modules/payments/balance/balance-reminders.service';
import { BalancePayment } from '../../src/modules/payments/entities/balance-payment.entity';
import { LedgerEntry } from '../../src/modules/payments/entities/ledger-entry.entity';
import { Payment } from '../../src/modules/payments/entities/payment.entity';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { Provider } from '../../src/modules/providers/entities/provider.entity';
import { anAgreedRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { providerStep } from '../support/provider-steps';
import { useStandIn } from '../support/stand-in';
import { signedEvent, StripeStandIn } from '../support/stripe-stand-in';
import { useTestApp } from '../support/use-test-app';

const HOUR_MS = 60 * 60 * 1000;
/** The factory's request: a $200.00 tow with a $30.00 deposit, so $170.00 is left to pay. */
const BALANCE_CENTS = 17_000;

describe('The balance paid by card', () => {
  const stripe = useStandIn(new StripeStandIn());
  const t = useTestApp({ env: () => stripe.env(), clock: new ManualClock(), beforeEachTest: () => stripe.reset() });
  const admin = async () => ({ Cookie: await t.adminCookie() });

  async function webhook(type: string, object: object) {
    const event = signedEvent(type, object);
    await t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.payload).expect(200);
    return event;
  }

  /** A tow whose deposit was paid by card (saved for the balance when `saveCard`), completed by a provider who takes balances as `balanceMethod`. */
  async function aCompletedJob({ saveCard = true, balanceMethod = 'card' as 'card' | 'on_site', phone = '+12145550140' } = {}) {
    const request = await anAgreedRequest(t.em(), { phone });
    const started = await t.http().post(`/api/track/${request.customerTrackingId}/checkout`).send({ termsAccepted: true, saveCard }).expect(200);
    await webhook('checkout.session.completed', stripe.pay(started.body.sessionId as string));

    const provider = await aProvider(t.em(), { name: 'Trinity Tow LLC', phone: `+1972555${phone.slice(-4)}` });
    await t.em().nativeUpdate(Provider, provider.id, { balanceMethod });
    const assigned = await t.http().post(`/api/admin/requests/${request.id}/provider`).set(await admin()).send({ providerId: provider.id }).expect(200);
    const jobId = (assigned.body as { providerJobId: string }).providerJobId;
    for (const action of ['start_job', 'mark_arrived', 'start_service', 'complete_job']) expect((await providerStep(t, jobId, action)).status).toBe(200);
    return { request, provider };
  }

  async function textsOf(requestId: string, template: string) {
    return t.em().find(SmsMessage, { request: requestId, template }, { orderBy: { createdAt: 'asc' } });
  }

  async function balanceCode(requestId: string): Promise<string> {
    const [text] = await textsOf(requestId, 'balance-due');
    const code = /\/balance\/([A-Za-z0-9_-]{22})$/.exec(text?.body.split(' Reply STOP')[0] ?? '')?.[1];
    if (!code) throw new Error(`No balance link in "${text?.body}"`);
    return code;
  }

  const pay = (code: string, tipCents: number) => t.http().post(`/api/balance/${code}/saved-card`).send({ tipCents });

  it('texts the balance link instead of the receipt, and the page offers the saved card and the tips', async () => {
    const { request } = await aCompletedJob();
    const [due] = await textsOf(request.id, 'balance-due');
    expect(due.body).toMatch(/^DFW Roadside: your job is complete\. Pay the \$170\.00 balance by card, with a tip if you like, at http:\/\/127\.0\.0\.1:3999\/balance\/[\w-]{22}/);
    expect(await textsOf(request.id, 'receipt-link')).toEqual([]);
    // The provider was told at assignment that they collect nothing at the car.
    const [assigned] = await textsOf(request.id, 'job-assigned');
    expect(assigned.body).toContain('. You earn $170.00 (85%), paid by card through us. Open the job:');

    const view = (await t.http().get(`/api/balance/${await balanceCode(request.id)}`).expect(200)).body as CardBalanceView;
    expect(view).toEqual({
      status: 'due',
      language: 'en',
      serviceType: 'Towing',
      providerName: 'Trinity Tow LLC',
      jobTotalCents: 20_000,
      depositCents: 3_000,
      balanceCents: BALANCE_CENTS,
      tips: [
        { percent: 10, cents: 2_000 },
        { percent: 15, cents: 3_000 },
        { percent: 20, cents: 4_000 },
      ],
      maxTipCents: 20_000,
      savedCard: { brand: 'visa', last4: '4242' },
      paid: null,
    });
  });

  it('charges the saved card once when two taps race, and every cent is in the ledger, the receipt and the texts', async () => {
    const { request, provider } = await aCompletedJob();
    const code = await balanceCode(request.id);

    const answers = await Promise.all([pay(code, 3_000), pay(code, 2_000)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body).toMatchObject({ code: 'balance_paid', message: 'This balance is already paid. Thank you!' });
    const paid = answers.find((answer) => answer.status === 200)!.body as CardBalanceView;
    const tipCents = paid.paid!.tipCents;
    expect([2_000, 3_000]).toContain(tipCents);
    expect(paid).toMatchObject({ status: 'paid', paid: { totalCents: BALANCE_CENTS + tipCents, card: { brand: 'visa', last4: '4242' } } });

    // One charge, on the customer's saved card, for the balance and the tip.
    expect(stripe.paymentIntents.filter((intent) => intent.metadata.purpose === 'balance')).toHaveLength(1);
    const [deposit] = await t.em().find(Payment, { request: request.id, status: 'paid' });
    const [charge] = stripe.paymentIntents.filter((intent) => intent.metadata.purpose === 'balance');
    expect(charge).toMatchObject({ amount: BALANCE_CENTS + tipCents, customer: deposit.customerRef, payment_method: deposit.paymentMethodRef });

    // The ledger: the provider's balance and the whole tip, summing to the charge.
    const balance = await t.em().findOneOrFail(BalancePayment, { requestId: request.id });
    const rows = await t.em().find(LedgerEntry, { paymentId: balance.id }, { orderBy: { kind: 'asc' } });
    expect(rows.map(({ kind, amountCents, providerId }) => [kind, amountCents, providerId])).toEqual([
      ['balance', BALANCE_CENTS, provider.id],
      ['tip', tipCents, provider.id],
    ]);
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(charge.amount);

    // The receipt comes now, with the balance and the tip on it; the provider hears of it too.
    const [receiptText] = await textsOf(request.id, 'receipt-link');
    const total = ((BALANCE_CENTS + tipCents) / 100).toFixed(2);
    expect(receiptText.body).toContain(`thank you! $${total} paid by card, with a $${(tipCents / 100).toFixed(2)} tip for your provider. Your receipt:`);
    const receiptCode = /\/receipt\/([\w-]{22})/.exec(receiptText.body)![1];
    const receipt = (await t.http().get(`/api/receipts/${receiptCode}`).expect(200)).body as ReceiptView;
    expect(receipt.cardBalance).toMatchObject({ status: 'paid', tipCents, card: { brand: 'visa', last4: '4242' } });
    const [providerText] = await textsOf(request.id, 'provider-balance-paid');
    expect(providerText.to).toBe(provider.phone);
    expect(providerText.body).toContain(`the customer paid the $170.00 balance by card and tipped you $${(tipCents / 100).toFixed(2)}.`);

    // Completed Jobs tells card balances and tips from those paid at the car.
    const completed = await t.http().get('/api/admin/completed?period=week').set(await admin()).expect(200);
    expect(completed.body.items.find((row: { id: string }) => row.id === request.id)).toMatchObject({ balancePaid: 'card', tipCents });
    const stats = await t.http().get('/api/admin/completed/stats?period=week').set(await admin()).expect(200);
    expect(stats.body.cardBalancesCents).toBeGreaterThanOrEqual(BALANCE_CENTS);
    expect(stats.body.tipsCents).toBeGreaterThanOrEqual(tipCents);

    // A replay of the tap changes nothing.
    expect((await pay(code, 3_000)).status).toBe(409);
    expect(stripe.paymentIntents.filter((intent) => intent.metadata.purpose === 'balance')).toHaveLength(1);
  });

  it('takes another card on the checkout page and records it once under a replayed webhook', async () => {
    const { request } = await aCompletedJob({ phone: '+12145550141' });
    const code = await balanceCode(request.id);
    const started = await t.http().post(`/api/balance/${code}/checkout`).send({ tipCents: 0 }).expect(200);
    const session = stripe.session(started.body.sessionId as string);
    expect(session).toMatchObject({ amount_total: BALANCE_CENTS, metadata: { requestId: request.id, purpose: 'balance' } });

    const paidSession = stripe.pay(session.id, { brand: 'mastercard', last4: '4444' });
    const event = signedEvent('checkout.session.completed', paidSession);
    for (let i = 0; i < 2; i++) {
      await t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.payload).expect(200);
    }
    const view = (await t.http().get(`/api/balance/${code}`).expect(200)).body as CardBalanceView;
    expect(view.paid).toMatchObject({ totalCents: BALANCE_CENTS, tipCents: 0, card: { brand: 'mastercard', last4: '4444' } });
    const balance = await t.em().findOneOrFail(BalancePayment, { requestId: request.id });
    expect(await t.em().count(LedgerEntry, { paymentId: balance.id })).toBe(1);
    expect(await textsOf(request.id, 'receipt-link')).toHaveLength(1);

    // Paid: no new checkout opens.
    expect((await t.http().post(`/api/balance/${code}/checkout`).send({ tipCents: 0 })).status).toBe(409);
  });

  it('refunds a checkout paid after the saved card already paid the balance', async () => {
    const { request } = await aCompletedJob({ phone: '+12145550142' });
    const code = await balanceCode(request.id);
    const started = await t.http().post(`/api/balance/${code}/checkout`).send({ tipCents: 1_000 }).expect(200);
    expect((await pay(code, 0)).status).toBe(200);
    // The page closed the open checkout before charging; a payment made on it just before still arrives.
    const session = stripe.session(started.body.sessionId as string);
    session.status = 'open';
    await webhook('checkout.session.completed', stripe.pay(session.id));
    expect(stripe.refunds.map((refund) => refund.payment_intent)).toEqual([session.payment_intent]);
    const balance = await t.em().findOneOrFail(BalancePayment, { requestId: request.id });
    expect(balance).toMatchObject({ status: 'paid', paidWith: 'saved_card', tipCents: 0 });
    expect(await t.em().count(LedgerEntry, { paymentId: balance.id })).toBe(1);
  });

  it('refuses a tip that is not whole cents or is above the job total, and a declined card leaves the balance due', async () => {
    const { request } = await aCompletedJob({ phone: '+12145550143' });
    const code = await balanceCode(request.id);
    expect((await pay(code, 20_001)).body).toMatchObject({ code: 'invalid_tip', message: 'Enter a tip in dollars and cents, from $0.00 up to $200.00.' });
    expect((await pay(code, 12.5)).status).toBe(400);
    expect((await pay(code, -1)).status).toBe(400);

    const [deposit] = await t.em().find(Payment, { request: request.id, status: 'paid' });
    stripe.declineCard(deposit.paymentMethodRef!);
    const declined = await pay(code, 0);
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ code: 'card_declined', message: 'Your card was declined. Try another card.' });
    expect((await t.http().get(`/api/balance/${code}`).expect(200)).body).toMatchObject({ status: 'due', paid: null });

    stripe.declineCard(deposit.paymentMethodRef!, 'authentication_required');
    expect((await pay(code, 100)).body).toMatchObject({ code: 'card_needs_confirmation', message: 'Your bank wants to confirm this payment. Pay with your card on the next page instead.' });
  });

  it('offers no one-tap payment when the customer did not save the card', async () => {
    const { request } = await aCompletedJob({ saveCard: false, phone: '+12145550144' });
    const code = await balanceCode(request.id);
    expect((await t.http().get(`/api/balance/${code}`).expect(200)).body).toMatchObject({ savedCard: null });
    expect((await pay(code, 0)).body).toMatchObject({ code: 'no_saved_card' });
    const [deposit] = await t.em().find(Payment, { request: request.id, status: 'paid' });
    expect(deposit).toMatchObject({ saveCard: false, customerRef: null, paymentMethodRef: null });
  });

  it('leaves a provider who takes the balance on site as before: the receipt is texted, and no balance is opened', async () => {
    const { request } = await aCompletedJob({ balanceMethod: 'on_site', phone: '+12145550145' });
    expect(await textsOf(request.id, 'receipt-link')).toHaveLength(1);
    expect(await textsOf(request.id, 'balance-due')).toEqual([]);
    expect(await t.em().count(BalancePayment, { requestId: request.id })).toBe(0);
  });

  it('texts an unpaid balance once more after a day, and then lists it as Balance Due for the dispatcher', async () => {
    const { request } = await aCompletedJob({ phone: '+12145550146' });
    const code = await balanceCode(request.id);
    const sweep = () => t.app.get(BalanceRemindersService).sweep();
    const dueList = async () => (await t.http().get('/api/admin/balances/due').set(await admin()).expect(200)).body as BalanceDueView[];

    t.clock.advance(23 * HOUR_MS);
    await sweep();
    expect(await textsOf(request.id, 'balance-reminder')).toEqual([]);
    expect((await dueList()).map((due) => due.requestId)).not.toContain(request.id);

    t.clock.advance(2 * HOUR_MS);
    await sweep();
    await sweep();
    const reminders = await textsOf(request.id, 'balance-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].body).toContain(`the $170.00 balance for your roadside job is still due. Pay it by card at http://127.0.0.1:3999/balance/${code}`);
    expect(await dueList()).toContainEqual(expect.objectContaining({ requestId: request.id, phone: '+12145550146', providerName: 'Trinity Tow LLC', balanceCents: BALANCE_CENTS }));

    expect((await pay(code, 0)).status).toBe(200);
    expect((await dueList()).map((due) => due.requestId)).not.toContain(request.id);
  });

  it('lets a dispatcher set how a provider takes the balance, and refuses a way it does not know', async () => {
    const provider = await aProvider(t.em(), { phone: '+19725550147' });
    const updated = await t.http().patch(`/api/admin/providers/${provider.id}`).set(await admin()).send({ balanceMethod: 'card' }).expect(200);
    expect(updated.body).toMatchObject({ balanceMethod: 'card' });
    const refused = await t.http().patch(`/api/admin/providers/${provider.id}`).set(await admin()).send({ balanceMethod: 'cash' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("balanceMethod must be 'on_site' or 'card'");
  });
});

describe('The balance paid by card on the built-in test checkout (no Stripe keys)', () => {
  const t = useTestApp();
  const admin = async () => ({ Cookie: await t.adminCookie() });
  const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

  it('saves the test card at the deposit, pays the balance in one tap, or with a tip on the test checkout page that comes back to the balance', async () => {
    const jobs = [];
    for (const phone of ['+12145550150', '+12145550151']) {
      const request = await anAgreedRequest(t.em(), { phone });
      const started = await t.http().post(`/api/track/${request.customerTrackingId}/checkout`).send({ saveCard: true }).expect(200);
      await t.http().post(`/api/payments/test-checkout/${started.body.sessionId}/pay`).send(GOOD_CARD).expect(200);
      const provider = await aProvider(t.em(), { phone: `+1972555${phone.slice(-4)}` });
      await t.em().nativeUpdate(Provider, provider.id, { balanceMethod: 'card' });
      const assigned = await t.http().post(`/api/admin/requests/${request.id}/provider`).set(await admin()).send({ providerId: provider.id }).expect(200);
      for (const action of ['start_job', 'mark_arrived', 'start_service', 'complete_job']) expect((await providerStep(t, assigned.body.providerJobId as string, action)).status).toBe(200);
      const [text] = await t.em().find(SmsMessage, { request: request.id, template: 'balance-due' });
      jobs.push({ request, code: /\/balance\/([\w-]{22})/.exec(text.body)![1] });
    }

    const [oneTap, checkout] = jobs;
    expect((await t.http().get(`/api/balance/${oneTap.code}`).expect(200)).body).toMatchObject({ savedCard: { brand: 'visa', last4: '4242' } });
    expect((await t.http().post(`/api/balance/${oneTap.code}/saved-card`).send({ tipCents: 3_000 }).expect(200)).body).toMatchObject({ status: 'paid', paid: { totalCents: 20_000, tipCents: 3_000 } });

    const started = await t.http().post(`/api/balance/${checkout.code}/checkout`).send({ tipCents: 2_000 }).expect(200);
    const page = (await t.http().get(`/api/payments/test-checkout/${started.body.sessionId}`).expect(200)).body;
    expect(page).toMatchObject({ amountCents: 19_000, status: 'open', cancelUrl: `http://127.0.0.1:3999/balance/${checkout.code}` });
    const paid = await t.http().post(`/api/payments/test-checkout/${started.body.sessionId}/pay`).send(GOOD_CARD).expect(200);
    expect(paid.body).toEqual({ redirectUrl: `http://127.0.0.1:3999/balance/${checkout.code}` });
    expect((await t.http().get(`/api/balance/${checkout.code}`).expect(200)).body).toMatchObject({ status: 'paid', paid: { totalCents: 19_000, tipCents: 2_000 } });
  });
});
