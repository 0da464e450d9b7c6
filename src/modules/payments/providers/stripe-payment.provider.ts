import Stripe from 'stripe';
import type { StripeConfig } from '../../../config/app-config';
import {
  CheckoutSessionInput,
  CardDeclinedError,
  CardOnFile,
  CreatedCheckoutSession,
  DisputeEvidence,
  PayoutAccountReport,
  ProviderTransferInput,
  SavedCardCharge,
  PaymentProvider,
  PaymentProviderEvent,
  WebhookSignatureError,
} from './payment-provider';
import { toPayoutAccountReport, verifyStripeEvent } from './stripe-events';

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
        metadata: { requestId: input.requestId, purpose: input.purpose },
        payment_intent_data: {
          metadata: { requestId: input.requestId, purpose: input.purpose },
          // Kept for the balance, charged later while the customer taps 'Pay' without the card in hand.
          ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
        },
        ...(input.saveCard ? { customer_creation: 'always' as const } : {}),
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
    if (!card?.last4) return null;
    return { brand: card.brand ?? 'card', last4: card.last4, paymentMethodRef: idOf(intent.payment_method), customerRef: idOf(intent.customer) };
  }

  async chargeSavedCard(input: SavedCardCharge): Promise<string> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          customer: input.customerRef,
          payment_method: input.paymentMethodRef,
          description: input.description,
          metadata: { requestId: input.requestId, purpose: 'balance', balanceId: input.balanceId },
          confirm: true,
          // No card page is shown: a bank that wants the customer to confirm refuses, and they pay on the checkout page instead.
          off_session: true,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (intent.status !== 'succeeded') throw new CardDeclinedError(`The payment is ${intent.status}`, intent.status === 'requires_action');
      return intent.id;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        throw new CardDeclinedError(error.message, error.code === 'authentication_required');
      }
      throw error;
    }
  }

  async createPayoutAccount(input: { providerId: string; email: string | null; idempotencyKey: string }): Promise<string> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        country: 'US',
        ...(input.email ? { email: input.email } : {}),
        capabilities: { transfers: { requested: true } },
        metadata: { providerId: input.providerId },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return account.id;
  }

  async payoutOnboardingUrl(accountRef: string, returnUrl: string, refreshUrl: string): Promise<string> {
    const link = await this.stripe.accountLinks.create({ account: accountRef, return_url: returnUrl, refresh_url: refreshUrl, type: 'account_onboarding' });
    return link.url;
  }

  async payoutAccount(accountRef: string): Promise<PayoutAccountReport> {
    return toPayoutAccountReport(await this.stripe.accounts.retrieve(accountRef));
  }

  async transfer(input: ProviderTransferInput): Promise<string> {
    const intent = input.paymentIntentId ? await this.stripe.paymentIntents.retrieve(input.paymentIntentId) : null;
    const charge = idOf(intent?.latest_charge);
    const transfer = await this.stripe.transfers.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        destination: input.accountRef,
        ...(charge ? { source_transaction: charge } : {}),
        description: input.description,
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return transfer.id;
  }

  async submitDisputeEvidence(disputeRef: string, evidence: DisputeEvidence, idempotencyKey: string): Promise<void> {
    const receipt = evidence.receiptPdf
      ? await this.stripe.files.create(
          { purpose: 'dispute_evidence', file: { data: evidence.receiptPdf, name: 'receipt.pdf', type: 'application/pdf' } },
          { idempotencyKey: `${idempotencyKey}:receipt` },
        )
      : null;
    await this.stripe.disputes.update(
      disputeRef,
      {
        evidence: {
          product_description: evidence.productDescription,
          service_date: evidence.serviceDate,
          uncategorized_text: evidence.uncategorizedText,
          ...(receipt ? { receipt: receipt.id } : {}),
        },
        submit: true,
      },
      { idempotencyKey },
    );
  }

  async reverseTransfer(transferRef: string, amountCents: number, idempotencyKey: string): Promise<void> {
    await this.stripe.transfers.createReversal(transferRef, { amount: amountCents }, { idempotencyKey });
  }

  verifyWebhook(rawBody: Buffer, signature: string): PaymentProviderEvent {
    try {
      return verifyStripeEvent(rawBody, signature, this.config.webhookSecret);
    } catch (error) {
      // Events from connected accounts may come to a Connect endpoint of their own, signed with its secret.
      if (!(error instanceof WebhookSignatureError) || !this.config.connectWebhookSecret) throw error;
      return verifyStripeEvent(rawBody, signature, this.config.connectWebhookSecret);
    }
  }

  dashboardUrl(sessionId: string): string | null {
    return `https://dashboard.stripe.com${this.testMode ? '/test' : ''}/checkout/sessions/${encodeURIComponent(sessionId)}`;
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
