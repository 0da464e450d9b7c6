import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { CLOCK, Clock } from '../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { TestCheckoutPaid, TestCheckoutView } from '../../contracts/payment-views';
import type { TestCardBody } from '../../contracts/request-bodies';
import { SmsOutboxService } from '../notifications';
import { paymentPageUrl } from '../request-core';
import { BALANCE_DUE_TEMPLATE, balancePageUrl, writeBalanceDescription } from './balance/balance-texts';
import { writeDepositDescription } from './checkout-texts';
import { BalancePayment } from './entities/balance-payment.entity';
import { Payment } from './entities/payment.entity';
import { PaymentErrors } from './payment-errors';
import { PaymentWebhookService } from './payment-webhook.service';
import { PAYMENT_PROVIDER, type CheckoutPurpose, type PaymentProvider } from './providers/payment-provider';
import { TestCheckoutPaymentProvider } from './providers/test-checkout-payment.provider';

const SUCCEEDING_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

/** A session of the test checkout: a request's deposit, or a completed job's card balance. */
interface TestSession {
  purpose: CheckoutPurpose;
  requestId: string;
  amountCents: number;
  currency: string;
  description: string;
  /** Where the page goes back to without paying, and where it goes once paid. */
  backUrl: string;
  doneUrl: string;
  status: TestCheckoutView['status'];
}

/**
 * The built-in checkout page's API, there only while no Stripe keys are set. A payment becomes a
 * signed `checkout.session.completed` handed to the webhook's own verification and handling.
 */
@Injectable()
export class TestCheckoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly webhook: PaymentWebhookService,
    private readonly outbox: SmsOutboxService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async view(sessionId: string): Promise<TestCheckoutView> {
    const session = await this.session(sessionId);
    return { sessionId, amountCents: session.amountCents, currency: session.currency, description: session.description, cancelUrl: session.backUrl, status: session.status };
  }

  async pay(sessionId: string, card: TestCardBody): Promise<TestCheckoutPaid> {
    const session = await this.session(sessionId);
    const redirectUrl = session.doneUrl;
    if (session.status === 'complete') return { redirectUrl };
    if (session.status === 'expired') throw PaymentErrors.sessionClosed();
    const number = card.cardNumber.replace(/ /g, '');
    if (number === DECLINED_CARD || number !== SUCCEEDING_CARD) throw PaymentErrors.cardDeclined();

    const created = Math.floor(this.clock.now().getTime() / 1000);
    const payload = JSON.stringify({
      id: `evt_local_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created,
      livemode: false,
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          mode: 'payment',
          status: 'complete',
          payment_status: 'paid',
          amount_total: session.amountCents,
          currency: session.currency,
          metadata: { requestId: session.requestId, purpose: session.purpose },
          payment_intent: `pi_local_${randomBytes(12).toString('hex')}`,
        },
      },
    });
    await this.webhook.receive(Buffer.from(payload), this.testProvider().sign(payload));
    return { redirectUrl };
  }

  private async session(sessionId: string): Promise<TestSession> {
    this.testProvider();
    const em = this.em.fork();
    const payment = await em.findOne(Payment, { checkoutSessionId: sessionId }, { populate: ['request'] });
    if (payment) return this.depositSession(payment);
    const balance = await em.findOne(BalancePayment, { checkoutSessionId: sessionId });
    if (balance) return this.balanceSession(balance);
    throw PaymentErrors.sessionNotFound();
  }

  private depositSession(payment: Payment): TestSession {
    const { request } = payment;
    const status = payment.status === 'paid' || payment.status === 'refunded' ? 'complete' : payment.status !== 'open' || payment.expiresAt <= this.clock.now() ? 'expired' : 'open';
    return {
      purpose: 'deposit',
      requestId: request.id,
      amountCents: payment.amountCents,
      currency: payment.currency,
      description: writeDepositDescription(request),
      backUrl: paymentPageUrl(this.config.publicUrl, request) ?? `${this.config.publicUrl}/`,
      doneUrl: `${this.config.publicUrl}/payment-success?session_id=${encodeURIComponent(payment.checkoutSessionId)}`,
      status,
    };
  }

  /** The balance page's address is kept only in the link texted at completion. */
  private async balanceSession(balance: BalancePayment): Promise<TestSession> {
    const page = (await this.outbox.linkTexted(balance.requestId, BALANCE_DUE_TEMPLATE, balancePageUrl(this.config.publicUrl, ''))) ?? `${this.config.publicUrl}/`;
    const tipCents = balance.checkoutTipCents ?? 0;
    return {
      purpose: 'balance',
      requestId: balance.requestId,
      amountCents: balance.balanceCents + tipCents,
      currency: balance.currency,
      description: writeBalanceDescription(balance.language, tipCents),
      backUrl: page,
      doneUrl: page,
      status: balance.status === 'paid' ? 'complete' : 'open',
    };
  }

  /** With real keys there is no test checkout: its addresses answer 404. */
  private testProvider(): TestCheckoutPaymentProvider {
    if (!(this.provider instanceof TestCheckoutPaymentProvider)) throw PaymentErrors.testCheckoutOff();
    return this.provider;
  }
}
