import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { closeServer, listenOnLoopback } from './stand-in';
import { ConnectDesk, StandInAccount, StandInAccountLink, StandInTransfer } from './stripe-stand-in/connect';
import { DisputeDesk, StandInDispute, StandInDisputeUpdate, StandInFile } from './stripe-stand-in/disputes';
import {
  PaymentDesk,
  STAND_IN_CARD,
  StandInCard,
  StandInDecline,
  StandInPaymentIntent,
  StandInPaymentMethod,
  StandInRefund,
  StandInSession,
} from './stripe-stand-in/payments';
import { answer, notFound, readBody, StandInCall, StandInRoute } from './stripe-stand-in/wire';

export { STAND_IN_CARD };
export type { StandInAccount, StandInAccountLink, StandInReversal, StandInTransfer } from './stripe-stand-in/connect';
export type { StandInDispute, StandInDisputeUpdate, StandInFile } from './stripe-stand-in/disputes';
export type { StandInCard, StandInDecline, StandInPaymentIntent, StandInPaymentMethod, StandInRefund, StandInSession } from './stripe-stand-in/payments';

export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_stand_in_0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_stand_in_0123456789abcdef',
};

/**
 * A loopback stand-in of the Stripe API, good enough for the official SDK: Checkout, payment intents on
 * saved cards, refunds, Connect accounts and transfers, disputes and evidence file uploads.
 */
export class StripeStandIn {
  private readonly payments = new PaymentDesk();
  private readonly connect = new ConnectDesk(this.payments);
  private readonly disputeDesk = new DisputeDesk(this.payments);
  private readonly routes: StandInRoute[] = [...this.payments.routes, ...this.connect.routes, ...this.disputeDesk.routes];
  private failures: number[] = [];
  private server: Server | null = null;
  url = '';

  get sessions(): StandInSession[] {
    return this.payments.sessions;
  }

  get refunds(): StandInRefund[] {
    return this.payments.refunds;
  }

  /** The card behind each paid payment intent. */
  get cards(): Map<string, StandInCard> {
    return this.payments.cards;
  }

  get paymentIntents(): readonly StandInPaymentIntent[] {
    return this.payments.paymentIntents;
  }

  get paymentMethods(): readonly StandInPaymentMethod[] {
    return this.payments.paymentMethods;
  }

  get accounts(): readonly StandInAccount[] {
    return this.connect.accounts;
  }

  get accountLinks(): readonly StandInAccountLink[] {
    return this.connect.accountLinks;
  }

  get transfers(): readonly StandInTransfer[] {
    return this.connect.transfers;
  }

  get disputes(): readonly StandInDispute[] {
    return this.disputeDesk.disputes;
  }

  /** Each accepted `POST /v1/disputes/:id` (a replayed Idempotency-Key adds none). */
  get disputeUpdates(): readonly StandInDisputeUpdate[] {
    return this.disputeDesk.disputeUpdates;
  }

  get files(): readonly StandInFile[] {
    return this.disputeDesk.files;
  }

  reset(): void {
    this.payments.reset();
    this.connect.reset();
    this.disputeDesk.reset();
    this.failures = [];
  }

  /** The next calls answer these HTTP statuses (one per call) before succeeding again. */
  failNext(...statuses: number[]): void {
    this.failures.push(...statuses);
  }

  /** The app's environment for talking to this stand-in. */
  env(): Record<string, string> {
    return { ...STRIPE_TEST_KEYS, STRIPE_API_URL: this.url };
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    this.url = await listenOnLoopback(this.server);
    return this;
  }

  async stop(): Promise<void> {
    if (this.server) await closeServer(this.server);
    this.server = null;
  }

  /**
   * Marks a session paid as Stripe would once the customer pays, with a new payment method for the card
   * and a succeeded payment intent. A session that keeps the card (`setup_future_usage`) or names a
   * customer gets that customer (or a new one), and the card is attached to it.
   */
  pay(sessionId: string, card: StandInCard = STAND_IN_CARD): StandInSession {
    return this.payments.pay(sessionId, card);
  }

  session(sessionId: string): StandInSession {
    return this.payments.session(sessionId);
  }

  paymentIntent(paymentIntentId: string): StandInPaymentIntent {
    return this.payments.paymentIntent(paymentIntentId);
  }

  /** A card kept on a customer (a new one unless named), as a checkout with `setup_future_usage` leaves it. */
  saveCard(card: StandInCard = STAND_IN_CARD, customerId: string | null = null): StandInPaymentMethod {
    return this.payments.saveCard(card, customerId);
  }

  /**
   * Payment intents confirmed with this payment method from now on are declined: 402 with `card_declined`,
   * or `authentication_required` for a bank that wants the customer present to confirm.
   */
  declineCard(paymentMethodId: string, code: StandInDecline['code'] = 'card_declined'): void {
    this.payments.declineCard(paymentMethodId, code);
  }

  account(accountId: string): StandInAccount {
    return this.connect.account(accountId);
  }

  /** The provider finished onboarding: charges and payouts enabled, nothing due; the account for `account.updated`. */
  completeOnboarding(accountId: string): Omit<StandInAccount, 'idempotencyKey'> {
    return this.connect.completeOnboarding(accountId);
  }

  /** Stripe wants more from the provider: payouts stop and `due` is currently due; the account for `account.updated`. */
  requireMoreDetails(accountId: string, due?: string[]): Omit<StandInAccount, 'idempotencyKey'> {
    return this.connect.requireMoreDetails(accountId, due);
  }

  /** The customer disputes the intent's charge (all of it unless `amount`); the dispute for `charge.dispute.created`. */
  openDispute(paymentIntentId: string, amount?: number): StandInDispute {
    return this.disputeDesk.openDispute(paymentIntentId, amount);
  }

  /** The bank decided; the dispute for `charge.dispute.closed`. */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): StandInDispute {
    return this.disputeDesk.closeDispute(disputeId, outcome);
  }

  dispute(disputeId: string): StandInDispute {
    return this.disputeDesk.dispute(disputeId);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const address = new URL(request.url ?? '/', 'http://stand-in');
    const contentType = request.headers['content-type'] ?? '';
    const call: StandInCall = {
      params: request.method === 'GET' ? address.searchParams : new URLSearchParams(contentType.startsWith('multipart/') ? '' : body.toString('utf8')),
      idempotencyKey: (request.headers['idempotency-key'] as string | undefined) ?? null,
      body,
      contentType,
      response,
    };
    response.setHeader('Content-Type', 'application/json');
    if (request.headers.authorization !== `Bearer ${STRIPE_TEST_KEYS.STRIPE_SECRET_KEY}`) {
      return answer(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const failure = this.failures.shift();
    if (failure) return answer(response, failure, { error: { type: 'api_error', message: 'Stand-in failure' } });

    for (const [method, path, handle] of this.routes) {
      const match = request.method === method ? path.exec(address.pathname) : null;
      if (match) return handle(call, match[1]);
    }
    notFound(response);
  }
}

/** A webhook body and its Stripe-Signature, signed with the SDK's own helper. */
export function signedEvent(
  type: string,
  object: object,
  options: { id?: string; secret?: string } = {},
): { payload: string; signature: string; id: string } {
  const id = options.id ?? `evt_${randomBytes(12).toString('hex')}`;
  const payload = JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET });
  return { payload, signature, id };
}
