import type { Language } from '../../../domain/language';

/** What a checkout asks the payment provider for: the deposit of one request, in cents. */
export interface CheckoutSessionInput {
  requestId: string;
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
}

/** A verified webhook event, in our terms; the provider's own shapes stop at the provider. */
/** `createdAt`: when the provider created the event, which tells how late its webhook came. */
export type PaymentProviderEvent = { id: string; createdAt: Date } & (
  | ({ kind: 'checkout_completed' | 'async_payment_succeeded' | 'async_payment_failed' | 'checkout_expired' } & CheckoutSessionReport)
  | { kind: 'charge_refunded'; paymentIntentId: string | null; fullyRefunded: boolean }
  | { kind: 'other'; type: string }
);

/** The card a payment was made with, as a receipt names it. */
export interface CardOnFile {
  brand: string;
  last4: string;
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
  /** Throws WebhookSignatureError unless `signature` signs `rawBody` with the webhook secret. */
  verifyWebhook(rawBody: Buffer, signature: string): PaymentProviderEvent;
  /** A link to the session in the provider's dashboard, when there is one. */
  dashboardUrl(sessionId: string): string | null;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
