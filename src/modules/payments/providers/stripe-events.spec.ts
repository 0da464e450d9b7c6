import Stripe from 'stripe';
import { WebhookSignatureError } from './payment-provider';
import { verifyStripeEvent } from './stripe-events';

const SECRET = 'whsec_unit_0123456789';
const CREATED = 1_795_000_000;
const createdAt = new Date(CREATED * 1000);

function signed(type: string, object: object): [Buffer, string] {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type, created: CREATED, data: { object } });
  return [Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })];
}

describe('verifyStripeEvent', () => {
  it('maps a completed checkout session to our terms', () => {
    const [body, signature] = signed('checkout.session.completed', {
      id: 'cs_test_1',
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 3000,
      currency: 'usd',
      metadata: { requestId: 'r-1' },
      payment_intent: 'pi_1',
    });
    expect(verifyStripeEvent(body, signature, SECRET)).toEqual({
      id: 'evt_1',
      createdAt,
      kind: 'checkout_completed',
      sessionId: 'cs_test_1',
      requestId: 'r-1',
      paid: true,
      amountCents: 3000,
      currency: 'usd',
      paymentIntentId: 'pi_1',
      purpose: 'deposit',
      customerRef: null,
    });
  });

  it("reads a balance's session by its purpose, with the customer its card was saved on", () => {
    const [body, signature] = signed('checkout.session.completed', {
      id: 'cs_test_2',
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 17_000,
      currency: 'usd',
      metadata: { requestId: 'r-2', purpose: 'balance' },
      payment_intent: 'pi_3',
      customer: 'cus_1',
    });
    expect(verifyStripeEvent(body, signature, SECRET)).toMatchObject({ kind: 'checkout_completed', purpose: 'balance', customerRef: 'cus_1', amountCents: 17_000 });
  });

  it('maps a refunded charge, with an expanded payment intent', () => {
    const [body, signature] = signed('charge.refunded', { id: 'ch_1', object: 'charge', refunded: true, amount_refunded: 3000, payment_intent: { id: 'pi_2' } });
    expect(verifyStripeEvent(body, signature, SECRET)).toEqual({ id: 'evt_1', createdAt, kind: 'charge_refunded', paymentIntentId: 'pi_2', fullyRefunded: true, amountRefundedCents: 3000 });
  });

  it('maps a dispute opened and closed, and a payout account updated', () => {
    const [opened, openedSignature] = signed('charge.dispute.created', {
      id: 'dp_1',
      object: 'dispute',
      amount: 17_000,
      reason: 'fraudulent',
      payment_intent: 'pi_3',
      evidence_details: { due_by: 1_765_000_000 },
    });
    expect(verifyStripeEvent(opened, openedSignature, SECRET)).toEqual({
      id: 'evt_1',
      createdAt,
      kind: 'dispute_opened',
      disputeRef: 'dp_1',
      paymentIntentId: 'pi_3',
      amountCents: 17_000,
      reason: 'fraudulent',
      evidenceDueBy: new Date(1_765_000_000_000),
    });
    const [closed, closedSignature] = signed('charge.dispute.closed', { id: 'dp_1', object: 'dispute', status: 'lost' });
    expect(verifyStripeEvent(closed, closedSignature, SECRET)).toMatchObject({ kind: 'dispute_closed', disputeRef: 'dp_1', won: false });
    const [account, accountSignature] = signed('account.updated', { id: 'acct_1', object: 'account', payouts_enabled: true, capabilities: { transfers: 'inactive' } });
    expect(verifyStripeEvent(account, accountSignature, SECRET)).toMatchObject({ kind: 'payout_account_updated', accountRef: 'acct_1', payoutsEnabled: false });
  });

  it('passes other events through by type', () => {
    const [body, signature] = signed('customer.created', { id: 'cus_1' });
    expect(verifyStripeEvent(body, signature, SECRET)).toEqual({ id: 'evt_1', createdAt, kind: 'other', type: 'customer.created' });
  });

  it('refuses a body the signature does not sign', () => {
    const [body, signature] = signed('checkout.session.completed', { id: 'cs_test_1' });
    expect(() => verifyStripeEvent(Buffer.from(body.toString().replace('cs_test_1', 'cs_test_2')), signature, SECRET)).toThrow(WebhookSignatureError);
    expect(() => verifyStripeEvent(body, signature, 'whsec_other')).toThrow(WebhookSignatureError);
  });
});
