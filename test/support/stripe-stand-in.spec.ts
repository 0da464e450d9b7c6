import Stripe from 'stripe';
import { useStandIn } from './stand-in';
import { signedEvent, StandInPaymentMethod, STRIPE_TEST_KEYS, StripeStandIn } from './stripe-stand-in';

describe('StripeStandIn, through the official SDK', () => {
  const standIn = useStandIn(new StripeStandIn());
  let stripe: Stripe;

  beforeAll(() => {
    const api = new URL(standIn.url);
    // As the app's provider builds it, retries included.
    stripe = new Stripe(STRIPE_TEST_KEYS.STRIPE_SECRET_KEY, { host: api.hostname, port: Number(api.port), protocol: 'http', maxNetworkRetries: 2 });
  });
  beforeEach(() => standIn.reset());

  const verified = (event: { payload: string; signature: string }) =>
    Stripe.webhooks.constructEvent(event.payload, event.signature, STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET);

  async function paidSession(params: Partial<Stripe.Checkout.SessionCreateParams> = {}, card?: { brand: string; last4: string }) {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 3000, product_data: { name: 'Towing deposit' } } }],
      metadata: { requestId: 'req_1' },
      success_url: 'https://example.test/ok',
      cancel_url: 'https://example.test/cancel',
      ...params,
    });
    return standIn.pay(session.id, card);
  }

  /** A connected account that has finished onboarding. */
  async function readyAccount() {
    const account = await stripe.accounts.create({ type: 'express', country: 'US', capabilities: { transfers: { requested: true } } });
    standIn.completeOnboarding(account.id);
    return account.id;
  }

  describe('checkout sessions', () => {
    it('keeps every metadata entry, the intent data and the customer choices it was sent', async () => {
      const paid = await paidSession({
        metadata: { requestId: 'req_1', kind: 'balance' },
        payment_intent_data: { metadata: { requestId: 'req_1', job: 'job_7' }, setup_future_usage: 'off_session', transfer_data: { destination: 'acct_9' } },
        customer_creation: 'always',
      });
      expect(paid).toMatchObject({
        metadata: { requestId: 'req_1', kind: 'balance' },
        payment_intent_data: { metadata: { requestId: 'req_1', job: 'job_7' }, transfer_data: { destination: 'acct_9' } },
        setup_future_usage: 'off_session',
        customer_creation: 'always',
        amount_total: 3000,
        status: 'complete',
        payment_status: 'paid',
      });
      expect(standIn.paymentIntent(paid.payment_intent!)).toMatchObject({
        amount: 3000,
        currency: 'usd',
        status: 'succeeded',
        customer: paid.customer,
        metadata: { requestId: 'req_1', job: 'job_7' },
        transfer_data: { destination: 'acct_9' },
      });
    });

    it('keeps the card on a new customer when the session sets it up for later', async () => {
      const paid = await paidSession({ payment_intent_data: { setup_future_usage: 'off_session' } }, { brand: 'mastercard', last4: '4444' });
      expect(paid.customer).toMatch(/^cus_/);
      const intent = await stripe.paymentIntents.retrieve(paid.payment_intent!, { expand: ['latest_charge'] });
      expect(intent).toMatchObject({ status: 'succeeded', customer: paid.customer, amount: 3000 });
      const charge = intent.latest_charge as Stripe.Charge;
      expect(charge).toMatchObject({
        id: expect.stringMatching(/^ch_/),
        payment_method: intent.payment_method,
        payment_method_details: { card: { brand: 'mastercard', last4: '4444' } },
      });
      expect(await stripe.paymentMethods.retrieve(intent.payment_method as string)).toEqual({
        id: intent.payment_method,
        object: 'payment_method',
        type: 'card',
        customer: paid.customer,
        card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2030 },
      });
      const listed = await stripe.customers.listPaymentMethods(paid.customer!);
      expect(listed).toMatchObject({ object: 'list', has_more: false, data: [{ id: intent.payment_method }] });
    });

    it('attaches the card to the customer the session names', async () => {
      const saved = standIn.saveCard();
      const paid = await paidSession({ customer: saved.customer! });
      expect(paid.customer).toBe(saved.customer);
      expect((await stripe.customers.listPaymentMethods(saved.customer!)).data).toHaveLength(2);
    });

    it('leaves a one-off payment without a customer, its card kept by no one', async () => {
      const paid = await paidSession();
      expect(paid.customer).toBeNull();
      const intent = await stripe.paymentIntents.retrieve(paid.payment_intent!);
      expect(intent.latest_charge).toMatch(/^ch_/);
      expect((await stripe.paymentMethods.retrieve(intent.payment_method as string)).customer).toBeNull();
    });

    it('refuses a customer it does not hold', async () => {
      await expect(paidSession({ customer: 'cus_nobody' })).rejects.toMatchObject({ statusCode: 400, message: "No such customer: 'cus_nobody'" });
    });
  });

  describe('payment intents on a saved card', () => {
    const charge = (card: StandInPaymentMethod, params: Partial<Stripe.PaymentIntentCreateParams> = {}, idempotencyKey?: string) =>
      stripe.paymentIntents.create(
        { amount: 17000, currency: 'usd', customer: card.customer!, payment_method: card.id, confirm: true, off_session: true, ...params },
        { idempotencyKey },
      );

    it('takes the balance off-session and answers the charge, the card and the customer when expanded', async () => {
      const card = standIn.saveCard({ brand: 'amex', last4: '0005' });
      const intent = await charge(card, { metadata: { requestId: 'req_1' }, description: 'Balance', transfer_data: { destination: 'acct_1' } });
      expect(intent).toMatchObject({ status: 'succeeded', amount: 17000, currency: 'usd', customer: card.customer, payment_method: card.id, metadata: { requestId: 'req_1' } });
      expect(intent.latest_charge).toMatch(/^ch_/);
      expect(standIn.paymentIntent(intent.id)).toMatchObject({ off_session: true, description: 'Balance', transfer_data: { destination: 'acct_1' } });
      const expanded = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
      expect(expanded.latest_charge).toMatchObject({ id: intent.latest_charge, payment_method: card.id, payment_method_details: { card: { brand: 'amex', last4: '0005' } } });
    });

    it('charges once for one idempotency key', async () => {
      const card = standIn.saveCard();
      const first = await charge(card, {}, 'balance:req_1');
      const again = await charge(card, {}, 'balance:req_1');
      expect(again.id).toBe(first.id);
      expect(standIn.paymentIntents).toHaveLength(1);
    });

    it('answers a declined card with 402 and the intent waiting for another method, again for the same key', async () => {
      const card = standIn.saveCard();
      standIn.declineCard(card.id);
      const declined = {
        type: 'StripeCardError',
        statusCode: 402,
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_intent: { status: 'requires_payment_method', payment_method: card.id },
      };
      await expect(charge(card, {}, 'balance:req_2')).rejects.toMatchObject(declined);
      await expect(charge(card, {}, 'balance:req_2')).rejects.toMatchObject(declined);
      expect(standIn.paymentIntents).toHaveLength(1);
      expect(standIn.cards.size).toBe(0);
    });

    it('answers a bank that wants the customer present with authentication_required', async () => {
      const card = standIn.saveCard();
      standIn.declineCard(card.id, 'authentication_required');
      await expect(charge(card)).rejects.toMatchObject({
        type: 'StripeCardError',
        code: 'authentication_required',
        payment_intent: { status: 'requires_payment_method' },
      });
    });

    it("refuses another customer's card, and a card it does not hold", async () => {
      const card = standIn.saveCard();
      const other = standIn.saveCard();
      await expect(charge(card, { customer: other.customer! })).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, param: 'payment_method' });
      await expect(charge(card, { payment_method: 'pm_nothing' })).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing' });
      expect(standIn.paymentIntents).toHaveLength(0);
    });
  });

  describe('connected accounts', () => {
    it('opens an express account that cannot be paid until onboarding is complete, once per key', async () => {
      const params: Stripe.AccountCreateParams = {
        type: 'express',
        country: 'US',
        email: 'pat@example.test',
        capabilities: { transfers: { requested: true } },
        metadata: { providerId: 'prov_1' },
      };
      const account = await stripe.accounts.create(params, { idempotencyKey: 'account:prov_1' });
      expect((await stripe.accounts.create(params, { idempotencyKey: 'account:prov_1' })).id).toBe(account.id);
      expect(standIn.accounts).toHaveLength(1);
      expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
        id: expect.stringMatching(/^acct_/),
        object: 'account',
        type: 'express',
        email: 'pat@example.test',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: { currently_due: ['external_account', 'individual.verification.document'] },
        metadata: { providerId: 'prov_1' },
      });

      const updated = verified(signedEvent('account.updated', standIn.completeOnboarding(account.id)));
      expect(updated.data.object).toMatchObject({ id: account.id, charges_enabled: true, payouts_enabled: true, details_submitted: true });
      expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
        charges_enabled: true,
        payouts_enabled: true,
        requirements: { currently_due: [], disabled_reason: null },
      });

      expect(standIn.requireMoreDetails(account.id)).toMatchObject({ payouts_enabled: false, requirements: { currently_due: ['individual.verification.document'] } });
      expect((await stripe.accounts.retrieve(account.id)).payouts_enabled).toBe(false);
    });

    it('hands out an onboarding link and remembers it', async () => {
      const account = await stripe.accounts.create({ type: 'express' });
      const link = await stripe.accountLinks.create({
        account: account.id,
        refresh_url: 'https://example.test/refresh',
        return_url: 'https://example.test/return',
        type: 'account_onboarding',
      });
      expect(link).toMatchObject({ object: 'account_link', url: expect.stringMatching(new RegExp(`^https://connect\\.stripe\\.com/setup/e/${account.id}/\\w+$`)) });
      expect(link.expires_at).toBeGreaterThan(link.created);
      expect(standIn.accountLinks).toMatchObject([
        { account: account.id, refresh_url: 'https://example.test/refresh', return_url: 'https://example.test/return', url: link.url },
      ]);
      await expect(stripe.accountLinks.create({ account: 'acct_none', type: 'account_onboarding' })).rejects.toMatchObject({ statusCode: 400 });
    });
  });

  describe('transfers', () => {
    it('pays a provider once per key, tied to the charge it comes from', async () => {
      const destination = await readyAccount();
      const intent = standIn.paymentIntent((await paidSession()).payment_intent!);
      const params: Stripe.TransferCreateParams = {
        amount: 2550,
        currency: 'usd',
        destination,
        source_transaction: intent.latest_charge!,
        transfer_group: 'req_1',
        metadata: { requestId: 'req_1' },
        description: 'Tow',
      };
      const transfer = await stripe.transfers.create(params, { idempotencyKey: 'payout:req_1' });
      expect((await stripe.transfers.create(params, { idempotencyKey: 'payout:req_1' })).id).toBe(transfer.id);
      expect(standIn.transfers).toHaveLength(1);
      expect(transfer).toMatchObject({
        id: expect.stringMatching(/^tr_/),
        object: 'transfer',
        amount: 2550,
        amount_reversed: 0,
        destination,
        source_transaction: intent.latest_charge,
        transfer_group: 'req_1',
        metadata: { requestId: 'req_1' },
        reversed: false,
        reversals: { object: 'list', data: [] },
      });
    });

    it('refuses an account that has not finished onboarding, one that does not exist, and a charge it does not hold', async () => {
      const fresh = await stripe.accounts.create({ type: 'express', capabilities: { transfers: { requested: true } } });
      await expect(stripe.transfers.create({ amount: 100, currency: 'usd', destination: fresh.id })).rejects.toMatchObject({
        statusCode: 400,
        message: 'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      });
      await expect(stripe.transfers.create({ amount: 100, currency: 'usd', destination: 'acct_none' })).rejects.toMatchObject({ statusCode: 400 });
      const ready = await readyAccount();
      await expect(stripe.transfers.create({ amount: 100, currency: 'usd', destination: ready, source_transaction: 'ch_none' })).rejects.toMatchObject({
        statusCode: 400,
      });
      expect(standIn.transfers).toHaveLength(0);
    });

    it('reverses part, then the rest, and never more than is left', async () => {
      const transfer = await stripe.transfers.create({ amount: 1000, currency: 'usd', destination: await readyAccount() });
      const part = await stripe.transfers.createReversal(transfer.id, { amount: 400, metadata: { reason: 'cancelled' } }, { idempotencyKey: 'reverse:1' });
      expect(part).toMatchObject({ id: expect.stringMatching(/^trr_/), object: 'transfer_reversal', amount: 400, transfer: transfer.id });
      expect((await stripe.transfers.createReversal(transfer.id, { amount: 400 }, { idempotencyKey: 'reverse:1' })).id).toBe(part.id);
      await expect(stripe.transfers.createReversal(transfer.id, { amount: 601 })).rejects.toMatchObject({ statusCode: 400 });

      const rest = await stripe.transfers.createReversal(transfer.id);
      expect(rest.amount).toBe(600);
      expect(await stripe.transfers.retrieve(transfer.id)).toMatchObject({ amount_reversed: 1000, reversed: true, reversals: { data: [{ id: part.id }, { id: rest.id }] } });
      await expect(stripe.transfers.createReversal(transfer.id)).rejects.toMatchObject({ statusCode: 400 });
    });
  });

  describe('refunds', () => {
    it('records the amount (the whole intent unless sent), the transfer reversal and metadata', async () => {
      const paid = await paidSession();
      const whole = await stripe.refunds.create({ payment_intent: paid.payment_intent! }, { idempotencyKey: 'refund:1' });
      expect(whole).toMatchObject({ object: 'refund', amount: 3000, payment_intent: paid.payment_intent, status: 'succeeded' });
      const card = standIn.saveCard();
      const intent = await stripe.paymentIntents.create({ amount: 9000, currency: 'usd', customer: card.customer!, payment_method: card.id, confirm: true });
      await stripe.refunds.create({ payment_intent: intent.id, amount: 2500, reverse_transfer: true, metadata: { requestId: 'req_1' } });
      expect(standIn.refunds).toMatchObject([
        { payment_intent: paid.payment_intent, amount: 3000, reverse_transfer: false, metadata: {}, idempotencyKey: 'refund:1' },
        { payment_intent: intent.id, amount: 2500, reverse_transfer: true, metadata: { requestId: 'req_1' } },
      ]);
      const charge = (await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] })).latest_charge as Stripe.Charge;
      expect(charge).toMatchObject({ amount_refunded: 2500, refunded: false });
    });
  });

  describe('disputes', () => {
    it('opens a dispute on a charge, takes evidence, and takes a submission once', async () => {
      const paid = await paidSession();
      const opened = standIn.openDispute(paid.payment_intent!);
      const intent = standIn.paymentIntent(paid.payment_intent!);
      expect(verified(signedEvent('charge.dispute.created', opened)).data.object).toMatchObject({
        id: expect.stringMatching(/^dp_/),
        object: 'dispute',
        amount: 3000,
        currency: 'usd',
        charge: intent.latest_charge,
        payment_intent: intent.id,
        status: 'needs_response',
        reason: 'fraudulent',
        evidence: { service_date: null, uncategorized_text: null },
      });
      expect(opened.evidence_details.due_by - Date.now() / 1000).toBeGreaterThan(6 * 24 * 60 * 60);
      expect(await stripe.disputes.retrieve(opened.id)).toMatchObject({ id: opened.id, status: 'needs_response' });

      const evidence: Stripe.DisputeUpdateParams.Evidence = {
        service_date: '2030-01-02',
        customer_name: 'Sam Driver',
        customer_email_address: 'sam@example.test',
        billing_address: '1 Main St',
        product_description: 'Tow of a sedan, 12 miles',
        receipt: 'file_receipt',
        service_documentation: 'file_photos',
        customer_communication: 'file_texts',
        customer_signature: 'file_signature',
        uncategorized_file: 'file_other',
        uncategorized_text: 'Tracked the whole trip',
      };
      const draft = await stripe.disputes.update(opened.id, { evidence, metadata: { requestId: 'req_1' } }, { idempotencyKey: 'evidence:1' });
      expect(draft).toMatchObject({ status: 'needs_response', evidence, metadata: { requestId: 'req_1' }, evidence_details: { has_evidence: true } });
      await stripe.disputes.update(opened.id, { evidence, metadata: { requestId: 'req_1' } }, { idempotencyKey: 'evidence:1' });
      const submitted = await stripe.disputes.update(opened.id, { submit: true });
      expect(submitted).toMatchObject({ status: 'under_review', evidence_details: { submission_count: 1 } });
      await expect(stripe.disputes.update(opened.id, { submit: true })).rejects.toMatchObject({ statusCode: 400 });
      expect(standIn.disputeUpdates).toEqual([
        { dispute: opened.id, evidence, submit: false, metadata: { requestId: 'req_1' }, idempotencyKey: 'evidence:1' },
        { dispute: opened.id, evidence: {}, submit: true, metadata: {}, idempotencyKey: expect.stringMatching(/^stripe-node-retry-/) },
      ]);

      expect(verified(signedEvent('charge.dispute.closed', standIn.closeDispute(opened.id, 'won'))).data.object).toMatchObject({ id: opened.id, status: 'won' });
      expect(opened.status).toBe('needs_response');
    });

    it('disputes part of a charge when told how much, and only a charge the stand-in made', async () => {
      const paid = await paidSession();
      expect(standIn.openDispute(paid.payment_intent!, 1200)).toMatchObject({ amount: 1200, payment_intent: paid.payment_intent });
      expect(() => standIn.openDispute('pi_none')).toThrow('pi_none');
    });
  });

  describe('evidence files', () => {
    it('takes a multipart upload at the same host, keeping its bytes and name', async () => {
      const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x0d, 0x0a, 0x0d, 0x0a, 0x00, 0xff, 0x2d, 0x2d, 0x0a]);
      const file = await stripe.files.create({ purpose: 'dispute_evidence', file: { data: bytes, name: 'receipt.pdf', type: 'application/pdf' } });
      expect(file).toMatchObject({ id: expect.stringMatching(/^file_/), object: 'file', purpose: 'dispute_evidence', size: bytes.length, filename: 'receipt.pdf', type: 'pdf' });
      expect(standIn.files).toMatchObject([{ id: file.id, purpose: 'dispute_evidence', filename: 'receipt.pdf', size: bytes.length, contentType: 'application/pdf' }]);
      expect(standIn.files[0].data.equals(bytes)).toBe(true);
    });
  });

  it('forgets everything on reset', async () => {
    const paid = await paidSession({ payment_intent_data: { setup_future_usage: 'off_session' } });
    const destination = await readyAccount();
    await stripe.accountLinks.create({ account: destination, type: 'account_onboarding' });
    await stripe.transfers.create({ amount: 100, currency: 'usd', destination });
    await stripe.refunds.create({ payment_intent: paid.payment_intent! });
    const dispute = standIn.openDispute(paid.payment_intent!);
    await stripe.disputes.update(dispute.id, { submit: true });
    await stripe.files.create({ purpose: 'dispute_evidence', file: { data: Buffer.from('x'), name: 'a.txt' } });
    standIn.reset();
    for (const records of [
      standIn.sessions,
      standIn.refunds,
      standIn.paymentIntents,
      standIn.paymentMethods,
      standIn.accounts,
      standIn.accountLinks,
      standIn.transfers,
      standIn.disputes,
      standIn.disputeUpdates,
      standIn.files,
    ]) {
      expect(records).toHaveLength(0);
    }
    expect(standIn.cards.size).toBe(0);
    await expect(stripe.customers.listPaymentMethods(paid.customer!)).rejects.toMatchObject({ statusCode: 404 });
  });
});
