import Stripe from 'stripe';
import { createHmac, randomBytes } from 'node:crypto';
import {
  CheckoutSessionInput,
  CardOnFile,
  CreatedCheckoutSession,
  PayoutAccountReport,
  SavedCardCharge,
  PaymentProvider,
  PaymentProviderEvent,
} from './payment-provider';
import { verifyStripeEvent } from './stripe-events';

/** Shaped like Stripe's test-mode ids, so the log redaction treats them alike. */
const TEST_SESSION_PREFIX = 'cs_test_local';

/**
 * The built-in test checkout, used when no Stripe keys are set: sessions are this app's own
 * pages, and payments arrive as events signed like Stripe's, checked by the same code.
 */
export class TestCheckoutPaymentProvider implements PaymentProvider {
  readonly isTestCheckout = true;
  /** Derived from the session secret, so every api instance of the install agrees on it. */
  private readonly webhookSecret: string;

  constructor(
    private readonly publicUrl: string,
    sessionSecret: string,
  ) {
    this.webhookSecret = `whsec_${createHmac('sha256', sessionSecret).update('test-checkout-webhook').digest('hex')}`;
  }

  createCheckoutSession(_input: CheckoutSessionInput): Promise<CreatedCheckoutSession> {
    const id = `${TEST_SESSION_PREFIX}${randomBytes(16).toString('hex')}`;
    return Promise.resolve({ id, url: `${this.publicUrl}/checkout/test/${id}` });
  }

  expireCheckoutSession(): Promise<void> {
    return Promise.resolve();
  }

  refund(): Promise<void> {
    return Promise.resolve();
  }

  /** The test checkout takes one card only, Stripe's test Visa, saved under the payment it paid. */
  cardOf(paymentIntentId: string): Promise<CardOnFile | null> {
    return Promise.resolve({ brand: 'visa', last4: '4242', paymentMethodRef: `pm_local_${paymentIntentId}`, customerRef: `cus_local_${paymentIntentId}` });
  }

  chargeSavedCard(_input: SavedCardCharge): Promise<string> {
    return Promise.resolve(`pi_local_${randomBytes(12).toString('hex')}`);
  }

  /** Without a payment provider a payout account is only a record: its transfers are recorded, not sent. */
  createPayoutAccount(input: { providerId: string }): Promise<string> {
    return Promise.resolve(`acct_local_${input.providerId.replace(/-/g, '')}`);
  }

  /** No details to give: the provider comes straight back. */
  payoutOnboardingUrl(_accountRef: string, returnUrl: string): Promise<string> {
    return Promise.resolve(returnUrl);
  }

  payoutAccount(accountRef: string): Promise<PayoutAccountReport> {
    return Promise.resolve({ accountRef, payoutsEnabled: true });
  }

  transfer(): Promise<string> {
    return Promise.reject(new Error('Without a payment provider, transfers are recorded, not sent'));
  }

  reverseTransfer(): Promise<void> {
    return Promise.reject(new Error('Without a payment provider, transfers are recorded, not sent'));
  }

  /** Without a payment provider there are no chargebacks to answer. */
  submitDisputeEvidence(): Promise<void> {
    return Promise.reject(new Error('Without a payment provider there are no disputes'));
  }

  verifyWebhook(rawBody: Buffer, signature: string): PaymentProviderEvent {
    return verifyStripeEvent(rawBody, signature, this.webhookSecret);
  }

  /** Signs an event as Stripe would, for delivery to our own webhook handling. */
  sign(payload: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
  }

  dashboardUrl(): string | null {
    return null;
  }
}
