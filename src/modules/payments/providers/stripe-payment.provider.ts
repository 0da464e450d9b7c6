import Stripe from 'stripe';
import type { StripeConfig } from '../../../config/app-config';
import {
  CheckoutSessionInput,
  CardOnFile,
  CreatedCheckoutSession,
  PaymentProvider,
  PaymentProviderEvent,
} from './payment-provider';
import { verifyStripeEvent } from './stripe-events';

/** Stripe Checkout through the official SDK (pointed at a loopback stand-in when `apiUrl` is set). */
export class StripePaymentProvider implements PaymentProvider {
  readonly isTestCheckout = false;
  private readonly stripe: Stripe;
  private readonly testMode: boolean;

  constructor(private readonly config: StripeConfig) {
    const api = config.apiUrl ? new URL(config.apiUrl) : null;
    this.stripe = new Stripe(
      config.secretKey,
      api
        ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'https:' ? 'https' : 'http', maxNetworkRetries: 2 }
        : { maxNetworkRetries: 2 },
    );
    this.testMode = config.secretKey.startsWith('sk_test_');
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<CreatedCheckoutSession> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: input.currency, unit_amount: input.amountCents, product_data: { name: input.description } },
          },
        ],
        locale: input.locale,
        metadata: { requestId: input.requestId },
        payment_intent_data: { metadata: { requestId: input.requestId } },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!session.url) throw new Error(`Checkout session ${session.id} came back without a URL`);
    return { id: session.id, url: session.url };
  }

  async expireCheckoutSession(sessionId: string): Promise<void> {
    await this.stripe.checkout.sessions.expire(sessionId);
  }

  async refund(paymentIntentId: string, idempotencyKey: string): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey });
  }

  async cardOf(paymentIntentId: string): Promise<CardOnFile | null> {
    const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
    const charge = intent.latest_charge;
    const card = charge && typeof charge !== 'string' ? charge.payment_method_details?.card : null;
    return card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : null;
  }

  verifyWebhook(rawBody: Buffer, signature: string): PaymentProviderEvent {
    return verifyStripeEvent(rawBody, signature, this.config.webhookSecret);
  }

  dashboardUrl(sessionId: string): string | null {
    return `https://dashboard.stripe.com${this.testMode ? '/test' : ''}/checkout/sessions/${encodeURIComponent(sessionId)}`;
  }
}
