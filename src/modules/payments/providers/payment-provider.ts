import type { Language } from '../../../domain/language';

/** What a checkout session is for: a request's deposit, or the balance of its completed job. */
export type CheckoutPurpose = 'deposit' | 'balance';

/** What a checkout asks the payment provider for: the deposit or the balance of one request, in cents. */
export interface CheckoutSessionInput {
  requestId: string;
  purpose: CheckoutPurpose;
  /** The customer agreed to keep the card for the balance. */
  saveCard?: boolean;
  amountCents: number;
  currency: string;
  description: string;
  /** The language the customer reads the card page in. */
  locale: Language;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The same key makes the same session, however often it is asked. */
  idempotencyKey: string;
}

export interface CreatedCheckoutSession {
  id: string;
  url: string;
}

/** A session's outcome as the provider reports it (the fields every checkout event carries). */
export interface CheckoutSessionReport {
  sessionId: string;
  requestId: string | null;
  paid: boolean;
  amountCents: number | null;
  currency: string | null;
  paymentIntentId: string | null;
  /** Sessions made before balances were paid by card carry no purpose: they were deposits. */
  purpose: CheckoutPurpose;
  /** The payment provider's customer, when the card was saved. */
  customerRef: string | null;
}

/** A verified webhook event, in our terms; the provider's own shapes stop at the provider. */
/** `createdAt`: when the provider created the event, which tells how late its webhook came. */
export type PaymentProviderEvent = { id: string; createdAt: Date } & (
  | ({ kind: 'checkout_completed' | 'async_payment_succeeded' | 'async_payment_failed' | 'checkout_expired' } & CheckoutSessionReport)
  | { kind: 'charge_refunded'; paymentIntentId: string | null; fullyRefunded: boolean; amountRefundedCents: number }
  | ({ kind: 'payout_account_updated' } & PayoutAccountReport)
  | { kind: 'dispute_opened'; disputeRef: string; paymentIntentId: string | null; amountCents: number; reason: string; evidenceDueBy: Date | null }
  | { kind: 'dispute_closed'; disputeRef: string; won: boolean }
  | { kind: 'other'; type: string }
);

/** A provider's payout account as the payment provider reports it. */
export interface PayoutAccountReport {
  accountRef: string;
  /** Money can be sent to it and paid out to the provider's bank. */
  payoutsEnabled: boolean;
}

/** Money sent from the platform to a provider's payout account. */
export interface ProviderTransferInput {
  accountRef: string;
  amountCents: number;
  currency: string;
  /** The customer's payment the money came from, so it is sent once that payment's funds are available. */
  paymentIntentId: string | null;
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

/** A dispute's answer: what the job's records show, in the payment provider's evidence fields. */
export interface DisputeEvidence {
  productDescription: string;
  serviceDate: string;
  /** Everything else the product holds: arrival, extras and their approvals, terms, the truck's position. */
  uncategorizedText: string;
  /** The receipt as a PDF file, with the job's photos. */
  receiptPdf: Buffer | null;
}

/** The card a payment was made with, as a receipt names it; and, once saved, what charges it again. */
export interface CardOnFile {
  brand: string;
  last4: string;
  paymentMethodRef?: string | null;
  customerRef?: string | null;
}

/** A charge to a card the customer saved at the deposit, made while they tap 'Pay' on the balance page. */
export interface SavedCardCharge {
  requestId: string;
  balanceId: string;
  amountCents: number;
  currency: string;
  description: string;
  customerRef: string;
  paymentMethodRef: string;
  idempotencyKey: string;
}

/** The card was refused; `needsAuthentication` when the bank wants the customer to confirm it on a checkout page. */
export class CardDeclinedError extends Error {
  constructor(
    message: string,
    readonly needsAuthentication: boolean,
  ) {
    super(message);
  }
}

export class WebhookSignatureError extends Error {}

/** The card payment provider: Stripe, or the built-in test checkout when no keys are set. */
export interface PaymentProvider {
  /** True for the built-in test checkout, whose pages this app serves itself. */
  readonly isTestCheckout: boolean;
  createCheckoutSession(input: CheckoutSessionInput): Promise<CreatedCheckoutSession>;
  expireCheckoutSession(sessionId: string): Promise<void>;
  refund(paymentIntentId: string, idempotencyKey: string): Promise<void>;
  /** The card behind a paid payment intent; null when it was not paid by card. */
  cardOf(paymentIntentId: string): Promise<CardOnFile | null>;
  /** Charges a saved card at once; resolves with the paid intent's id, or throws CardDeclinedError. */
  chargeSavedCard(input: SavedCardCharge): Promise<string>;
  /** Opens a payout account for a provider (Stripe Connect Express); the same key gives the same account. */
  createPayoutAccount(input: { providerId: string; email: string | null; idempotencyKey: string }): Promise<string>;
  /** Where the provider fills in their details, coming back to `returnUrl` (or `refreshUrl` if the link is stale). */
  payoutOnboardingUrl(accountRef: string, returnUrl: string, refreshUrl: string): Promise<string>;
  payoutAccount(accountRef: string): Promise<PayoutAccountReport>;
  /** Sends money to a provider's payout account; resolves with the transfer's id. */
  transfer(input: ProviderTransferInput): Promise<string>;
  /** Takes back part of a transfer (a clawback); the same key takes nothing twice. */
  reverseTransfer(transferRef: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** Submits a dispute's evidence, once: the same key sends nothing twice. */
  submitDisputeEvidence(disputeRef: string, evidence: DisputeEvidence, idempotencyKey: string): Promise<void>;
  /** Throws WebhookSignatureError unless `signature` signs `rawBody` with the webhook secret. */
  verifyWebhook(rawBody: Buffer, signature: string): PaymentProviderEvent;
  /** A link to the session in the provider's dashboard, when there is one. */
  dashboardUrl(sessionId: string): string | null;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
