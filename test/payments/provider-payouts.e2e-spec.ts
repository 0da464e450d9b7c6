import type { ProviderPageLinkView, ProviderPageView } from '../../src/contracts/offer-views';
import type { PayoutOnboardingView, ProviderPayoutStatusView } from '../../src/contracts/payment-views';
import { LedgerEntry } from '../../src/modules/payments/entities/ledger-entry.entity';
import { ProviderTransfer } from '../../src/modules/payments/entities/provider-transfer.entity';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { ProviderTransfersService } from '../../src/modules/payments/payouts/provider-transfers.service';
import { WeeklyStatementsService } from '../../src/modules/payments/statements/weekly-statements.service';
import { Provider } from '../../src/modules/providers/entities/provider.entity';
import { anAgreedRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { providerStep } from '../support/provider-steps';
import { useStandIn } from '../support/stand-in';
import { signedEvent, StripeStandIn } from '../support/stripe-stand-in';
import { useTestApp } from '../support/use-test-app';
import type { TestAppAccess } from '../support/use-test-app';

/** The factory's $200.00 tow with a $30.00 deposit leaves a $170.00 balance. */
const BALANCE_CENTS = 17_000;

function payoutKit(t: TestAppAccess) {
  const admin = async () => ({ Cookie: await t.adminCookie() });
  return {
    async pageCodeOf(providerId: string): Promise<string> {
      const link = (await t.http().post(`/api/admin/providers/${providerId}/page-link`).set(await admin()).expect(201)).body as ProviderPageLinkView;
      return link.url.split('/p/')[1];
    },
    onboard: (code: string) => t.http().post(`/api/provider-pages/${code}/payouts`),
    async statuses(): Promise<ProviderPayoutStatusView[]> {
      return (await t.http().get('/api/admin/payout-accounts').set(await admin()).expect(200)).body as ProviderPayoutStatusView[];
    },
    sweep: () => t.app.get(ProviderTransfersService).sweep(),
    transfersOf: (providerId: string) => t.em().find(ProviderTransfer, { providerId }, { orderBy: { createdAt: 'asc' } }),
    /** A $200.00 tow with a saved card, taken by `provider` up to `steps`. */
    async aJob(provider: Provider, steps: string[], phone: string, pay: (sessionId: string) => Promise<void>) {
      const request = await anAgreedRequest(t.em(), { phone });
      const started = await t.http().post(`/api/track/${request.customerTrackingId}/checkout`).send({ saveCard: true }).expect(200);
      await pay(started.body.sessionId as string);
      const assigned = await t.http().post(`/api/admin/requests/${request.id}/provider`).set(await admin()).send({ providerId: provider.id }).expect(200);
      const { providerJobId, trackingId } = assigned.body as { providerJobId: string; trackingId: string };
      for (const action of steps) expect((await providerStep(t, providerJobId, action)).status).toBe(200);
      return { request, trackingId };
    },
    async payBalance(requestId: string, tipCents: number) {
      const [text] = await t.em().find(SmsMessage, { request: requestId, template: 'balance-due' });
      const code = /\/balance\/([\w-]{22})/.exec(text.body)![1];
      await t.http().post(`/api/balance/${code}/saved-card`).send({ tipCents }).expect(200);
    },
  };
}

/** A separate Connect webhook endpoint's signing secret, as Stripe gives one per endpoint. */
const CONNECT_SECRET = 'whsec_connect_stand_in_0123456789';

describe('Providers paid out through Stripe Connect', () => {
  const stripe = useStandIn(new StripeStandIn());
  const t = useTestApp({ env: () => ({ ...stripe.env(), STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET }), clock: new ManualClock(), beforeEachTest: () => stripe.reset() });
  const kit = payoutKit(t);

  async function webhook(type: string, object: object) {
    const event = signedEvent(type, object);
    await t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.payload).expect(200);
  }
  const payDeposit = async (sessionId: string) => webhook('checkout.session.completed', stripe.pay(sessionId));

  async function aCardProvider(phone: string) {
    const provider = await aProvider(t.em(), { name: 'Trinity Tow LLC', phone, email: 'payouts@trinitytow.example' });
    await t.em().nativeUpdate(Provider, provider.id, { balanceMethod: 'card' });
    return provider;
  }

  it("opens one Express account on 'Get paid by card jobs', and the roster's status follows account.updated", async () => {
    const provider = await aCardProvider('+19725550160');
    const code = await kit.pageCodeOf(provider.id);

    const taps = await Promise.all([kit.onboard(code), kit.onboard(code)]);
    expect(taps.map((tap) => tap.status)).toEqual([200, 200]);
    expect(stripe.accounts).toHaveLength(1);
    const [account] = stripe.accounts;
    expect(account).toMatchObject({ type: 'express', metadata: { providerId: provider.id } });
    expect((taps[0].body as PayoutOnboardingView).url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\//);
    expect(stripe.accountLinks.at(-1)).toMatchObject({ account: account.id, return_url: `http://127.0.0.1:3999/p/${code}?payouts=back`, refresh_url: `http://127.0.0.1:3999/p/${code}?payouts=again` });
    expect(await kit.statuses()).toEqual([{ providerId: provider.id, status: 'needs_details' }]);

    // From the Connect endpoint, signed with its own secret; a signature with neither secret is refused.
    const forged = signedEvent('account.updated', stripe.completeOnboarding(account.id), { secret: 'whsec_not_ours' });
    await t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', forged.signature).send(forged.payload).expect(400);
    expect(await kit.statuses()).toEqual([{ providerId: provider.id, status: 'needs_details' }]);
    const connect = signedEvent('account.updated', stripe.completeOnboarding(account.id), { secret: CONNECT_SECRET });
    await t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', connect.signature).send(connect.payload).expect(200);
    expect(await kit.statuses()).toEqual([{ providerId: provider.id, status: 'on' }]);
    await webhook('account.updated', stripe.requireMoreDetails(account.id));
    expect(await kit.statuses()).toEqual([{ providerId: provider.id, status: 'needs_details' }]);

    await t.http().post('/api/provider-pages/not-a-code/payouts').expect(404);
    await t.http().get('/api/admin/payout-accounts').expect(401);
  });

  it('transfers a balance and its tip once, after the provider is on, even when two sweeps run at once', async () => {
    const provider = await aCardProvider('+19725550161');
    const { request } = await kit.aJob(provider, ['start_job', 'mark_arrived', 'start_service', 'complete_job'], '+12145550161', payDeposit);
    await kit.payBalance(request.id, 3_000);

    // Owed, but the provider has no payout account yet: it waits.
    expect(await kit.sweep()).toBe(0);
    expect((await kit.transfersOf(provider.id)).map(({ source, amountCents, status }) => [source, amountCents, status])).toEqual([['balance', BALANCE_CENTS + 3_000, 'waiting']]);
    const waiting = (await t.http().get(`/api/provider-pages/${await kit.pageCodeOf(provider.id)}`).expect(200)).body as ProviderPageView;
    expect(waiting.payouts).toMatchObject({ status: null, waitingCents: BALANCE_CENTS + 3_000, sentWeekCents: 0 });

    const code = await kit.pageCodeOf(provider.id);
    await kit.onboard(code).expect(200);
    await webhook('account.updated', stripe.completeOnboarding(stripe.accounts[0].id));
    const sent = await Promise.all([kit.sweep(), kit.sweep()]);
    expect(sent.sort()).toEqual([0, 1]);
    expect(await kit.sweep()).toBe(0);

    expect(stripe.transfers).toHaveLength(1);
    const [charge] = stripe.paymentIntents.filter((intent) => intent.metadata.purpose === 'balance');
    expect(stripe.transfers[0]).toMatchObject({ amount: BALANCE_CENTS + 3_000, destination: stripe.accounts[0].id, source_transaction: charge.latest_charge });
    const [transfer] = await kit.transfersOf(provider.id);
    expect(transfer).toMatchObject({ status: 'sent', transferRef: stripe.transfers[0].id });

    // The provider's page shows the card balance, the tip in their earnings, and what was sent.
    const page = (await t.http().get(`/api/provider-pages/${code}`).expect(200)).body as ProviderPageView;
    expect(page.payouts).toEqual({ status: 'on', cardBalancesWeekCents: BALANCE_CENTS, tipsWeekCents: 3_000, sentWeekCents: BALANCE_CENTS + 3_000, waitingCents: 0 });
    // 85 % of the $200.00 price, and the whole tip.
    expect(page.earnings).toMatchObject({ weekCents: 17_000 + 3_000, tipsWeekCents: 3_000 });
  });

  it("transfers a cancelled job's trip fee from the kept deposit the same way", async () => {
    const provider = await aCardProvider('+19725550162');
    const code = await kit.pageCodeOf(provider.id);
    await kit.onboard(code).expect(200);
    await webhook('account.updated', stripe.completeOnboarding(stripe.accounts[0].id));

    const { trackingId } = await kit.aJob(provider, ['start_job'], '+12145550162', payDeposit);
    await t.http().post(`/api/track/${trackingId}/cancel`).send({ step: 'on_the_way' }).expect(200);
    expect(await kit.sweep()).toBe(1);
    const [credit] = await kit.transfersOf(provider.id);
    // The default ladder credits the provider 60 % of the $30.00 deposit.
    expect(credit).toMatchObject({ source: 'credit', amountCents: 1_800, status: 'sent' });
    expect(stripe.transfers).toEqual([expect.objectContaining({ amount: 1_800, destination: stripe.accounts[0].id })]);
  });

  it('takes a refund after payout back from the provider by reversing the transfer, once per refunded total, and tells them', async () => {
    const provider = await aCardProvider('+19725550165');
    const code = await kit.pageCodeOf(provider.id);
    await kit.onboard(code).expect(200);
    await webhook('account.updated', stripe.completeOnboarding(stripe.accounts[0].id));
    const { request } = await kit.aJob(provider, ['start_job', 'mark_arrived', 'start_service', 'complete_job'], '+12145550165', payDeposit);
    await kit.payBalance(request.id, 2_000);
    expect(await kit.sweep()).toBe(1);
    const [charge] = stripe.paymentIntents.filter((intent) => intent.metadata.purpose === 'balance');

    // $50.00 refunded from the payment dashboard, delivered twice; then $150.00 in all.
    const refunded = (cents: number) => ({ id: charge.latest_charge, object: 'charge', payment_intent: charge.id, refunded: false, amount_refunded: cents });
    const partial = signedEvent('charge.refunded', refunded(5_000));
    for (let i = 0; i < 2; i++) {
      await t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', partial.signature).send(partial.payload).expect(200);
    }
    await webhook('charge.refunded', refunded(15_000));

    const [transfer] = stripe.transfers;
    expect(transfer.reversals.map((reversal) => reversal.amount)).toEqual([5_000, 10_000]);
    expect(transfer.amount_reversed).toBe(15_000);
    const [owed] = await kit.transfersOf(provider.id);
    expect(owed).toMatchObject({ status: 'sent', amountCents: BALANCE_CENTS + 2_000, reversedCents: 15_000 });

    // The ledger still sums to what the card paid: the refunds come out of the provider's balance.
    const rows = await t.em().find(LedgerEntry, { requestId: request.id, paymentId: owed.paymentId });
    const byKind = (kind: string) => rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.amountCents, 0);
    expect({ balance: byKind('balance'), tip: byKind('tip'), refund: byKind('refund') }).toEqual({ balance: BALANCE_CENTS - 15_000, tip: 2_000, refund: 15_000 });
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(charge.amount);

    const texts = await t.em().find(SmsMessage, { request: request.id, template: 'provider-clawback' }, { orderBy: { createdAt: 'asc' } });
    expect(texts.map((text) => text.body.split(' Reply')[0])).toEqual([
      'DFW Roadside: the customer was refunded $50.00 of their card payment for your job, so $50.00 was taken back from your payouts.',
      'DFW Roadside: the customer was refunded $100.00 of their card payment for your job, so $100.00 was taken back from your payouts.',
    ]);
    const page = (await t.http().get(`/api/provider-pages/${code}`).expect(200)).body as ProviderPageView;
    expect(page.payouts).toMatchObject({ cardBalancesWeekCents: BALANCE_CENTS - 15_000, sentWeekCents: BALANCE_CENTS + 2_000 - 15_000 });
  });

  it("texts each provider their week's statement on Monday morning, once, with the week as a PDF", async () => {
    const provider = await aCardProvider('+19725550166');
    await kit.onboard(await kit.pageCodeOf(provider.id)).expect(200);
    await webhook('account.updated', stripe.completeOnboarding(stripe.accounts[0].id));
    const { request } = await kit.aJob(provider, ['start_job', 'mark_arrived', 'start_service', 'complete_job'], '+12145550166', payDeposit);
    await kit.payBalance(request.id, 3_000);
    expect(await kit.sweep()).toBe(1);
    const statements = () => t.em().find(SmsMessage, { to: provider.phone, template: 'weekly-statement' });
    const sendDue = () => t.app.get(WeeklyStatementsService).sendDue();

    // The job was on Monday 23 November; the statement waits for 8 AM on the next Monday in Dallas.
    t.clock.set(new Date('2026-11-30T13:30:00Z'));
    await sendDue();
    expect(await statements()).toEqual([]);
    t.clock.set(new Date('2026-11-30T14:30:00Z'));
    await Promise.all([sendDue(), sendDue()]);
    await sendDue();
    const [text] = await statements();
    expect(await statements()).toHaveLength(1);
    // 85 % of the $200.00 price and the $30.00 tip; all of it sent to the bank.
    expect(text.body).toMatch(/^DFW Roadside: your statement for the week of November 23, 2026: 1 job, \$200\.00 earned, \$200\.00 sent to your bank\. PDF: http:\/\/127\.0\.0\.1:3999\/api\/statements\/[\w-]{22}\/pdf /);

    const path = new URL(/(http\S+\/pdf)/.exec(text.body)![1]).pathname;
    const pdf = await t.http().get(path).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await t.http().get('/api/statements/AAAAAAAAAAAAAAAAAAAAAA/pdf').expect(404);
  });

  it('keeps trying a transfer the payment provider refused, and sends it once it goes through', async () => {
    const provider = await aCardProvider('+19725550163');
    const code = await kit.pageCodeOf(provider.id);
    await kit.onboard(code).expect(200);
    await webhook('account.updated', stripe.completeOnboarding(stripe.accounts[0].id));
    const { request } = await kit.aJob(provider, ['start_job', 'mark_arrived', 'start_service', 'complete_job'], '+12145550163', payDeposit);
    await kit.payBalance(request.id, 0);

    // The SDK tries each call three times: the sweep's first call fails for good.
    stripe.failNext(500, 500, 500);
    expect(await kit.sweep()).toBe(0);
    expect((await kit.transfersOf(provider.id))[0].status).toBe('waiting');
    expect(await kit.sweep()).toBe(1);
    expect(stripe.transfers).toHaveLength(1);
  });
});

describe('Providers paid out without a payment provider set up (no Stripe keys)', () => {
  const t = useTestApp();
  const kit = payoutKit(t);
  const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

  it('turns payouts on at once and records what the provider is owed in the ledger, without sending it', async () => {
    const provider = await aProvider(t.em(), { phone: '+19725550164' });
    await t.em().nativeUpdate(Provider, provider.id, { balanceMethod: 'card' });
    const code = await kit.pageCodeOf(provider.id);
    expect((await kit.onboard(code).expect(200)).body).toEqual({ url: `http://127.0.0.1:3999/p/${code}?payouts=back` });
    expect(await kit.statuses()).toContainEqual({ providerId: provider.id, status: 'on' });

    const payDeposit = async (sessionId: string) => {
      await t.http().post(`/api/payments/test-checkout/${sessionId}/pay`).send(GOOD_CARD).expect(200);
    };
    const { request } = await kit.aJob(provider, ['start_job', 'mark_arrived', 'start_service', 'complete_job'], '+12145550164', payDeposit);
    await kit.payBalance(request.id, 1_000);
    expect(await kit.sweep()).toBe(0);
    expect((await kit.transfersOf(provider.id)).map(({ amountCents, status }) => [amountCents, status])).toEqual([[BALANCE_CENTS + 1_000, 'recorded']]);
  });
});
