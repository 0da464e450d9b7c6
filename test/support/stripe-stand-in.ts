import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { closeServer, listenOnLoopback } from './stand-in';

export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_stand_in_0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_stand_in_0123456789abcdef',
};

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
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string;
  payment_intent: string | null;
  idempotencyKey: string | null;
}

export interface StandInRefund {
  id: string;
  payment_intent: string;
  idempotencyKey: string | null;
}

const SESSIONS = /^\/v1\/checkout\/sessions$/;
const SESSION = /^\/v1\/checkout\/sessions\/([^/]+)$/;
const EXPIRE = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/;
const REFUNDS = /^\/v1\/refunds$/;
const PAYMENT_INTENT = /^\/v1\/payment_intents\/([^/]+)$/;

/** The card a stand-in payment is made with, unless a test names another. */
export const STAND_IN_CARD = { brand: 'visa', last4: '4242' } as const;

/** A loopback stand-in of the Stripe Checkout and Refunds APIs, good enough for the official SDK. */
export class StripeStandIn {
  readonly sessions: StandInSession[] = [];
  readonly refunds: StandInRefund[] = [];
  /** The card behind each paid payment intent. */
  readonly cards = new Map<string, { brand: string; last4: string }>();
  private failures: number[] = [];
  private server: Server | null = null;
  url = '';

  reset(): void {
    this.sessions.length = 0;
    this.refunds.length = 0;
    this.cards.clear();
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

  /** Marks a session paid as Stripe would once the customer pays, and answers its payment intent. */
  pay(sessionId: string, card: { brand: string; last4: string } = STAND_IN_CARD): StandInSession {
    const session = this.session(sessionId);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = `pi_${randomBytes(12).toString('hex')}`;
    this.cards.set(session.payment_intent, card);
    return session;
  }

  session(sessionId: string): StandInSession {
    const session = this.sessions.find((candidate) => candidate.id === sessionId);
    if (!session) throw new Error(`The stand-in holds no session ${sessionId}`);
    return session;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(request));
    const address = new URL(request.url ?? '/', 'http://stand-in');
    const path = address.pathname;
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    response.setHeader('Content-Type', 'application/json');
    if (request.headers.authorization !== `Bearer ${STRIPE_TEST_KEYS.STRIPE_SECRET_KEY}`) {
      return answer(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const failure = this.failures.shift();
    if (failure) return answer(response, failure, { error: { type: 'api_error', message: 'Stand-in failure' } });

    if (request.method === 'POST' && SESSIONS.test(path)) return this.createSession(response, form, idempotencyKey);
    const expire = EXPIRE.exec(path);
    if (request.method === 'POST' && expire) return this.expire(response, expire[1]);
    const one = SESSION.exec(path);
    if (request.method === 'GET' && one) {
      const session = this.sessions.find((candidate) => candidate.id === one[1]);
      return session ? answer(response, 200, publicSession(session)) : notFound(response);
    }
    if (request.method === 'POST' && REFUNDS.test(path)) return this.refund(response, form, idempotencyKey);
    const intent = PAYMENT_INTENT.exec(path);
    if (request.method === 'GET' && intent) return this.paymentIntent(response, intent[1], address.searchParams.getAll('expand[0]').includes('latest_charge'));
    notFound(response);
  }

  private createSession(response: ServerResponse, form: URLSearchParams, idempotencyKey: string | null): void {
    const again = idempotencyKey ? this.sessions.find((session) => session.idempotencyKey === idempotencyKey) : undefined;
    if (again) return answer(response, 200, publicSession(again));
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: form.get('mode') ?? '',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]') ?? 1),
      currency: form.get('line_items[0][price_data][currency]') ?? '',
      name: form.get('line_items[0][price_data][product_data][name]') ?? '',
      locale: form.get('locale') ?? '',
      metadata: { requestId: form.get('metadata[requestId]') ?? '' },
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
      expires_at: Number(form.get('expires_at')),
      url: `https://checkout.stripe.com/c/pay/${id}`,
      payment_intent: null,
      idempotencyKey,
    };
    this.sessions.push(session);
    answer(response, 200, publicSession(session));
  }

  private expire(response: ServerResponse, sessionId: string): void {
    const session = this.sessions.find((candidate) => candidate.id === sessionId);
    if (!session) return notFound(response);
    if (session.status !== 'open') {
      return answer(response, 400, { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' } });
    }
    session.status = 'expired';
    answer(response, 200, publicSession(session));
  }

  /** A paid intent, with its charge expanded when asked: the card's brand and last four digits. */
  private paymentIntent(response: ServerResponse, id: string, expandCharge: boolean): void {
    const card = this.cards.get(id);
    if (!card) return notFound(response);
    const chargeId = `ch_${id.slice(3)}`;
    const charge = { id: chargeId, object: 'charge', payment_intent: id, payment_method_details: { type: 'card', card } };
    answer(response, 200, { id, object: 'payment_intent', status: 'succeeded', latest_charge: expandCharge ? charge : chargeId });
  }

  private refund(response: ServerResponse, form: URLSearchParams, idempotencyKey: string | null): void {
    const again = idempotencyKey ? this.refunds.find((refund) => refund.idempotencyKey === idempotencyKey) : undefined;
    const refund = again ?? { id: `re_${randomBytes(12).toString('hex')}`, payment_intent: form.get('payment_intent') ?? '', idempotencyKey };
    if (!again) this.refunds.push(refund);
    answer(response, 200, { id: refund.id, object: 'refund', payment_intent: refund.payment_intent, status: 'succeeded' });
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

function publicSession(session: StandInSession): Omit<StandInSession, 'idempotencyKey'> {
  const { idempotencyKey: _key, ...rest } = session;
  return rest;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.end(JSON.stringify(body));
}

function notFound(response: ServerResponse): void {
  answer(response, 404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
}
