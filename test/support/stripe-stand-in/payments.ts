import {
  answer,
  expands,
  flagParam,
  isPositiveAmount,
  list,
  newId,
  noSuch,
  notFound,
  numberParam,
  paramsUnder,
  refuse,
  StandInCall,
  StandInRoute,
  withoutKey,
} from './wire';

export interface StandInCard {
  brand: string;
  last4: string;
}

/** The card a stand-in payment is made with, unless a test names another. */
export const STAND_IN_CARD = { brand: 'visa', last4: '4242' } as const;

/** A checkout session as the stand-in keeps it (the fields the app sends and reads). */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  /** The line item's name and the page's language, as sent. */
  name: string;
  locale: string;
  metadata: Record<string, string>;
  /** What the session's payment intent is to carry, as sent in `payment_intent_data`. */
  payment_intent_data: { metadata: Record<string, string>; transfer_data: { destination: string } | null };
  /** `payment_intent_data[setup_future_usage]`: the card is to be kept on the customer. */
  setup_future_usage: string | null;
  /** As sent, or the customer made when the session was paid. */
  customer: string | null;
  customer_creation: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string;
  payment_intent: string | null;
  idempotencyKey: string | null;
}

export interface StandInDecline {
  type: 'card_error';
  code: 'card_declined' | 'authentication_required';
  decline_code: 'generic_decline' | 'authentication_required';
  message: string;
}

export interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded' | 'requires_payment_method' | 'requires_confirmation';
  customer: string | null;
  payment_method: string | null;
  latest_charge: string | null;
  metadata: Record<string, string>;
  description: string | null;
  transfer_data: { destination: string } | null;
  last_payment_error: StandInDecline | null;
  /** As sent: the customer was not there to be asked. */
  off_session: boolean;
  idempotencyKey: string | null;
}

export interface StandInPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: StandInCard & { exp_month: number; exp_year: number };
}

export interface StandInRefund {
  id: string;
  payment_intent: string;
  /** As sent, else the intent's whole amount (null for an intent the stand-in does not hold). */
  amount: number | null;
  reverse_transfer: boolean;
  metadata: Record<string, string>;
  idempotencyKey: string | null;
}

const DECLINES: Record<StandInDecline['code'], StandInDecline> = {
  card_declined: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  authentication_required: {
    type: 'card_error',
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
};

/** Checkout sessions, payment intents, saved cards and refunds. */
export class PaymentDesk {
  readonly sessions: StandInSession[] = [];
  readonly paymentIntents: StandInPaymentIntent[] = [];
  readonly paymentMethods: StandInPaymentMethod[] = [];
  readonly refunds: StandInRefund[] = [];
  readonly cards = new Map<string, StandInCard>();
  private readonly customers = new Set<string>();
  private readonly declines = new Map<string, StandInDecline>();

  readonly routes: StandInRoute[] = [
    ['POST', /^\/v1\/checkout\/sessions$/, (call) => this.createSession(call)],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (call, id) => this.retrieveSession(call, id)],
    ['POST', /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (call, id) => this.expire(call, id)],
    ['POST', /^\/v1\/payment_intents$/, (call) => this.createPaymentIntent(call)],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (call, id) => this.retrievePaymentIntent(call, id)],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, (call, id) => this.retrievePaymentMethod(call, id)],
    ['GET', /^\/v1\/customers\/([^/]+)\/payment_methods$/, (call, id) => this.listPaymentMethods(call, id)],
    ['POST', /^\/v1\/refunds$/, (call) => this.refund(call)],
  ];

  reset(): void {
    this.sessions.length = 0;
    this.paymentIntents.length = 0;
    this.paymentMethods.length = 0;
    this.refunds.length = 0;
    this.cards.clear();
    this.customers.clear();
    this.declines.clear();
  }

  pay(sessionId: string, card: StandInCard): StandInSession {
    const session = this.session(sessionId);
    const keepsCard = session.setup_future_usage !== null || session.customer !== null;
    if (keepsCard || session.customer_creation === 'always') session.customer ??= this.newCustomer();
    const method = this.newPaymentMethod(card, keepsCard ? session.customer : null);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = this.newIntent({
      amount: session.amount_total,
      currency: session.currency,
      customer: session.customer,
      payment_method: method.id,
      metadata: { ...session.payment_intent_data.metadata },
      transfer_data: session.payment_intent_data.transfer_data,
      status: 'succeeded',
    }).id;
    return session;
  }

  saveCard(card: StandInCard, customer: string | null): StandInPaymentMethod {
    return this.newPaymentMethod(card, customer ?? this.newCustomer());
  }

  declineCard(paymentMethodId: string, code: StandInDecline['code']): void {
    this.paymentMethod(paymentMethodId);
    this.declines.set(paymentMethodId, DECLINES[code]);
  }

  session(sessionId: string): StandInSession {
    const session = this.sessions.find((candidate) => candidate.id === sessionId);
    if (!session) throw new Error(`The stand-in holds no session ${sessionId}`);
    return session;
  }

  paymentIntent(paymentIntentId: string): StandInPaymentIntent {
    const intent = this.paymentIntents.find((candidate) => candidate.id === paymentIntentId);
    if (!intent) throw new Error(`The stand-in holds no payment intent ${paymentIntentId}`);
    return intent;
  }

  paymentMethod(paymentMethodId: string): StandInPaymentMethod {
    const method = this.paymentMethods.find((candidate) => candidate.id === paymentMethodId);
    if (!method) throw new Error(`The stand-in holds no payment method ${paymentMethodId}`);
    return method;
  }

  /** The succeeded intent a charge belongs to, if the stand-in made that charge. */
  intentOfCharge(chargeId: string): StandInPaymentIntent | undefined {
    return this.paymentIntents.find((intent) => intent.latest_charge === chargeId && intent.status === 'succeeded');
  }

  private createSession({ params, idempotencyKey, response }: StandInCall): void {
    const again = idempotencyKey ? this.sessions.find((session) => session.idempotencyKey === idempotencyKey) : undefined;
    if (again) return answer(response, 200, withoutKey(again));
    const customer = params.get('customer');
    if (customer && !this.customers.has(customer)) return noSuch(response, 'customer', customer, 'customer');
    const id = newId('cs_test', 16);
    const destination = params.get('payment_intent_data[transfer_data][destination]');
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: params.get('mode') ?? '',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(params.get('line_items[0][price_data][unit_amount]')) * Number(params.get('line_items[0][quantity]') ?? 1),
      currency: params.get('line_items[0][price_data][currency]') ?? '',
      name: params.get('line_items[0][price_data][product_data][name]') ?? '',
      locale: params.get('locale') ?? '',
      metadata: paramsUnder(params, 'metadata'),
      payment_intent_data: { metadata: paramsUnder(params, 'payment_intent_data[metadata]'), transfer_data: destination ? { destination } : null },
      setup_future_usage: params.get('payment_intent_data[setup_future_usage]'),
      customer,
      customer_creation: params.get('customer_creation'),
      success_url: params.get('success_url') ?? '',
      cancel_url: params.get('cancel_url') ?? '',
      expires_at: Number(params.get('expires_at')),
      url: `https://checkout.stripe.com/c/pay/${id}`,
      payment_intent: null,
      idempotencyKey,
    };
    this.sessions.push(session);
    answer(response, 200, withoutKey(session));
  }

  private retrieveSession({ response }: StandInCall, sessionId: string): void {
    const session = this.sessions.find((candidate) => candidate.id === sessionId);
    return session ? answer(response, 200, withoutKey(session)) : notFound(response);
  }

  private expire({ response }: StandInCall, sessionId: string): void {
    const session = this.sessions.find((candidate) => candidate.id === sessionId);
    if (!session) return notFound(response);
    if (session.status !== 'open') return refuse(response, 'Only open sessions can be expired.');
    session.status = 'expired';
    answer(response, 200, withoutKey(session));
  }

  private createPaymentIntent({ params, idempotencyKey, response }: StandInCall): void {
    const again = idempotencyKey ? this.paymentIntents.find((intent) => intent.idempotencyKey === idempotencyKey) : undefined;
    if (again) return this.answerIntent(response, again);
    const amount = numberParam(params, 'amount');
    if (!isPositiveAmount(amount)) return refuse(response, 'Invalid positive integer', { param: 'amount' });
    const currency = params.get('currency');
    if (!currency) return refuse(response, 'Missing required param: currency.', { param: 'currency' });
    const customer = params.get('customer');
    if (customer && !this.customers.has(customer)) return noSuch(response, 'customer', customer, 'customer');
    const methodId = params.get('payment_method');
    const method = this.paymentMethods.find((candidate) => candidate.id === methodId);
    if (methodId && !method) return noSuch(response, 'PaymentMethod', methodId, 'payment_method');
    if (method && method.customer !== customer) {
      return refuse(response, `The provided PaymentMethod ${method.id} is not attached to the Customer ${customer ?? '(none)'}.`, { param: 'payment_method' });
    }
    const confirm = flagParam(params, 'confirm');
    if (confirm && !method) {
      return refuse(response, "You cannot confirm this PaymentIntent because it's missing a payment method.", { code: 'payment_intent_unexpected_state' });
    }
    const decline = confirm && method ? (this.declines.get(method.id) ?? null) : null;
    const destination = params.get('transfer_data[destination]');
    const offSession = params.get('off_session');
    const intent = this.newIntent({
      amount,
      currency,
      customer,
      payment_method: method?.id ?? null,
      metadata: paramsUnder(params, 'metadata'),
      description: params.get('description'),
      transfer_data: destination ? { destination } : null,
      off_session: offSession !== null && offSession !== 'false',
      status: !method || decline ? 'requires_payment_method' : confirm ? 'succeeded' : 'requires_confirmation',
      last_payment_error: decline,
      idempotencyKey,
    });
    this.answerIntent(response, intent);
  }

  /** A declined intent answers 402 with the decline and the intent, as Stripe does; a key's replay answers the same. */
  private answerIntent(response: StandInCall['response'], intent: StandInPaymentIntent): void {
    if (intent.last_payment_error) return answer(response, 402, { error: { ...intent.last_payment_error, payment_intent: withoutKey(intent) } });
    answer(response, 200, withoutKey(intent));
  }

  /** An intent, with its charge expanded when asked: the card's brand and last four digits. */
  private retrievePaymentIntent({ params, response }: StandInCall, id: string): void {
    const intent = this.paymentIntents.find((candidate) => candidate.id === id);
    if (!intent) return notFound(response);
    const charge = intent.latest_charge;
    answer(response, 200, { ...withoutKey(intent), latest_charge: charge && expands(params, 'latest_charge') ? this.charge(intent, charge) : charge });
  }

  private charge(intent: StandInPaymentIntent, id: string): object {
    const refunded = this.refunds.filter((refund) => refund.payment_intent === intent.id).reduce((sum, refund) => sum + (refund.amount ?? 0), 0);
    return {
      id,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: refunded,
      refunded: refunded >= intent.amount,
      currency: intent.currency,
      customer: intent.customer,
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      payment_method_details: { type: 'card', card: this.cards.get(intent.id) },
      status: 'succeeded',
      paid: true,
    };
  }

  private retrievePaymentMethod({ response }: StandInCall, id: string): void {
    const method = this.paymentMethods.find((candidate) => candidate.id === id);
    return method ? answer(response, 200, method) : notFound(response);
  }

  private listPaymentMethods({ response }: StandInCall, customer: string): void {
    if (!this.customers.has(customer)) return notFound(response);
    const methods = this.paymentMethods.filter((method) => method.customer === customer);
    answer(response, 200, list(methods, `/v1/customers/${customer}/payment_methods`));
  }

  private refund({ params, idempotencyKey, response }: StandInCall): void {
    const again = idempotencyKey ? this.refunds.find((refund) => refund.idempotencyKey === idempotencyKey) : undefined;
    const paymentIntent = again?.payment_intent ?? params.get('payment_intent') ?? '';
    const intent = this.paymentIntents.find((candidate) => candidate.id === paymentIntent);
    const refund = again ?? {
      id: newId('re'),
      payment_intent: paymentIntent,
      amount: numberParam(params, 'amount') ?? intent?.amount ?? null,
      reverse_transfer: flagParam(params, 'reverse_transfer'),
      metadata: paramsUnder(params, 'metadata'),
      idempotencyKey,
    };
    if (!again) this.refunds.push(refund);
    const { id, amount, metadata } = refund;
    answer(response, 200, { id, object: 'refund', payment_intent: paymentIntent, amount, currency: intent?.currency ?? null, metadata, status: 'succeeded' });
  }

  private newCustomer(): string {
    const id = newId('cus', 7);
    this.customers.add(id);
    return id;
  }

  private newPaymentMethod(card: StandInCard, customer: string | null): StandInPaymentMethod {
    const method: StandInPaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2030 },
    };
    this.paymentMethods.push(method);
    return method;
  }

  private newIntent(
    fields: Pick<StandInPaymentIntent, 'amount' | 'currency' | 'customer' | 'payment_method' | 'metadata' | 'transfer_data' | 'status'> &
      Partial<StandInPaymentIntent>,
  ): StandInPaymentIntent {
    const id = newId('pi');
    const succeeded = fields.status === 'succeeded';
    const intent: StandInPaymentIntent = {
      id,
      object: 'payment_intent',
      description: null,
      last_payment_error: null,
      off_session: false,
      idempotencyKey: null,
      ...fields,
      latest_charge: succeeded ? `ch_${id.slice(3)}` : null,
    };
    const method = this.paymentMethods.find((candidate) => candidate.id === intent.payment_method);
    if (succeeded && method) this.cards.set(id, { brand: method.card.brand, last4: method.card.last4 });
    this.paymentIntents.push(intent);
    return intent;
  }
}
