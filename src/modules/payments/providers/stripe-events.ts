import Stripe from 'stripe';
import { PaymentProviderEvent, PayoutAccountReport, WebhookSignatureError } from './payment-provider';

/** Checks a webhook's signature with the SDK and maps Stripe's event to ours. */
export function verifyStripeEvent(rawBody: Buffer, signature: string, secret: string): PaymentProviderEvent {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
  return toProviderEvent(event);
}

const CHECKOUT_KINDS = {
  'checkout.session.completed': 'checkout_completed',
  'checkout.session.async_payment_succeeded': 'async_payment_succeeded',
  'checkout.session.async_payment_failed': 'async_payment_failed',
  'checkout.session.expired': 'checkout_expired',
} as const;

function toProviderEvent(event: Stripe.Event): PaymentProviderEvent {
  const createdAt = new Date(event.created * 1000);
  if (event.type in CHECKOUT_KINDS) {
    const session = event.data.object as Stripe.Checkout.Session;
    return {
      id: event.id,
      createdAt,
      kind: CHECKOUT_KINDS[event.type as keyof typeof CHECKOUT_KINDS],
      sessionId: session.id,
      requestId: session.metadata?.requestId ?? null,
      paid: session.payment_status === 'paid',
      amountCents: session.amount_total ?? null,
      currency: session.currency ?? null,
      paymentIntentId: idOf(session.payment_intent),
      purpose: session.metadata?.purpose === 'balance' ? 'balance' : 'deposit',
      customerRef: idOf(session.customer),
    };
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    return {
      id: event.id,
      createdAt,
      kind: 'charge_refunded',
      paymentIntentId: idOf(charge.payment_intent),
      fullyRefunded: charge.refunded,
      amountRefundedCents: charge.amount_refunded ?? 0,
    };
  }
  if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object;
    return {
      id: event.id,
      createdAt,
      kind: 'dispute_opened',
      disputeRef: dispute.id,
      paymentIntentId: idOf(dispute.payment_intent),
      amountCents: dispute.amount,
      reason: dispute.reason,
      evidenceDueBy: dispute.evidence_details?.due_by ? new Date(dispute.evidence_details.due_by * 1000) : null,
    };
  }
  if (event.type === 'charge.dispute.closed') {
    const dispute = event.data.object;
    return { id: event.id, createdAt, kind: 'dispute_closed', disputeRef: dispute.id, won: dispute.status === 'won' };
  }
  if (event.type === 'account.updated') {
    return { id: event.id, createdAt, kind: 'payout_account_updated', ...toPayoutAccountReport(event.data.object) };
  }
  return { id: event.id, createdAt, kind: 'other', type: event.type };
}

/** Money can be sent to the account and paid out: its details are in and transfers are allowed. */
export function toPayoutAccountReport(account: Stripe.Account): PayoutAccountReport {
  const transfers = account.capabilities?.transfers;
  return { accountRef: account.id, payoutsEnabled: account.payouts_enabled === true && (transfers === undefined || transfers === 'active') };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
