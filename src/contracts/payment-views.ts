/**
 * The deposit's API shapes (shared with the web app). Money is integer cents; times are ISO 8601.
 *
 * Customer (capability: the request's tracking code, carried as `?code=` on /payment/{requestId}):
 *   GET  /api/track/:trackingId                 the customer view (service, total, deposit, paid notice)
 *   POST /api/track/:trackingId/location        ShareLocationBody -> CustomerRequestView
 *   POST /api/track/:trackingId/checkout        -> CheckoutStarted (reuses the open session)
 *   GET  /api/payments/sessions/:sessionId      -> CheckoutSessionStatus (the success page polls it)
 * Built-in test checkout (no STRIPE_SECRET_KEY):
 *   GET  /api/payments/test-checkout/:sessionId -> TestCheckoutView
 *   POST /api/payments/test-checkout/:sessionId/pay  TestCardBody -> TestCheckoutPaid, or 402 'Your card was declined.'
 * Admin:
 *   POST   /api/admin/requests/:id/payment-link -> PaymentLinkView (texts the customer the link)
 *   DELETE /api/admin/requests/:id/payment-link -> 204 (deletes the request with it)
 *   POST   /api/admin/requests/:id/refund       -> 204 (before a provider is assigned)
 *   POST   /api/admin/phone-requests            PhoneRequestBody -> PhoneRequestCreated
 * Card balance (capability: the code in the texted /balance/{code} link):
 *   GET  /api/balance/:code                     -> CardBalanceView
 *   POST /api/balance/:code/saved-card          BalancePayBody -> CardBalanceView (charges the card saved at the deposit)
 *   POST /api/balance/:code/checkout            BalancePayBody -> CheckoutStarted (another card, on the checkout page)
 *   GET  /api/admin/balances/due                -> BalanceDueView[]
 * Stripe: POST /api/payments/webhook (raw body, Stripe-Signature).
 */

import type { Language } from '../domain/language';

export type PaymentStatus = 'open' | 'paid' | 'expired' | 'refunded' | 'mismatched';

/** One checkout session of a request, as the dispatcher sees it. */
export interface PaymentView {
  id: string;
  checkoutSessionId: string;
  amountCents: number;
  currency: string;
  status: PaymentStatus;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
  /** Link to the session in the payment provider's dashboard; null with the built-in test checkout. */
  dashboardUrl: string | null;
}

/** Where the customer pays: the hosted checkout, or the built-in test checkout page. */
export interface CheckoutStarted {
  url: string;
  sessionId: string;
}

/** The link the dispatcher copies or sends: the customer's payment page with its capability. */
export interface PaymentLinkView {
  url: string;
}

export interface CheckoutSessionStatus {
  status: 'processing' | 'paid' | 'failed';
  trackingId: string | null;
  requestId: string | null;
}

export interface TestCheckoutView {
  sessionId: string;
  amountCents: number;
  currency: string;
  description: string;
  cancelUrl: string;
  status: 'open' | 'complete' | 'expired';
}

/** The built-in checkout took the card: the page goes to the success page. */
export interface TestCheckoutPaid {
  redirectUrl: string;
}

/** Admin socket: a deposit arrived. */
export interface PaymentReceivedEvent {
  id: string;
  trackingId: string | null;
  depositAmountCents: number;
}

export interface PhoneRequestCreated {
  id: string;
  trackingId: string;
  paymentLink: PaymentLinkView;
}

/** A card, as a person reads it on a button: 'Visa ending in 4242'. */
export interface CardView {
  brand: string;
  last4: string;
}

/**
 * The balance of a completed job, as its customer opens it from the texted link, to pay by card with
 * a tip of their choosing. Money in integer cents.
 */
export interface CardBalanceView {
  status: 'due' | 'paid';
  language: Language;
  serviceType: string;
  providerName: string | null;
  /** The accepted price with the approved extras: what the tips are a share of. */
  jobTotalCents: number;
  depositCents: number;
  /** What is owed: the job's total less the deposit. */
  balanceCents: number;
  /** The tips offered, in percent, with what each comes to. */
  tips: Array<{ percent: number; cents: number }>;
  /** A typed tip is at most this. */
  maxTipCents: number;
  /** The card saved at the deposit, paid with in one tap; null when none was saved. */
  savedCard: CardView | null;
  /** Once paid: what the card was charged in all, the tip, and the card. */
  paid: { totalCents: number; tipCents: number; card: CardView | null; paidAt: string } | null;
}

/** A balance that was texted twice and is still unpaid, for the dispatcher to chase. */
export interface BalanceDueView {
  requestId: string;
  /** The customer's phone, E.164. */
  phone: string;
  providerName: string | null;
  balanceCents: number;
  completedAt: string;
  remindedAt: string | null;
}

/** Where a provider fills in their payout details: the payment provider's onboarding page. */
export interface PayoutOnboardingView {
  url: string;
}

/** A provider's payout account on the roster: 'Payouts on' or 'Needs details'. Providers who never opted in have none. */
export interface ProviderPayoutStatusView {
  providerId: string;
  status: 'needs_details' | 'on';
}

/** A customer's chargeback of a payment, on the dispatcher's request page. */
export interface DisputeView {
  id: string;
  amountCents: number;
  /** The bank's reason as Stripe names it ('fraudulent', 'product_not_received', …). */
  reason: string;
  status: 'needs_response' | 'submitted' | 'won' | 'lost';
  evidenceDueBy: string | null;
  createdAt: string;
  submittedAt: string | null;
  submittedBy: string | null;
  closedAt: string | null;
}

/** The balance of a card job, on the dispatcher's request page. */
export interface AdminCardBalanceView {
  status: 'due' | 'paid';
  balanceCents: number;
  tipCents: number;
  paidWith: 'saved_card' | 'checkout' | null;
  card: CardView | null;
  remindedAt: string | null;
  paidAt: string | null;
}
