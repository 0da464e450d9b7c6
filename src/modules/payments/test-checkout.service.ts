import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { CLOCK, Clock } from '../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { TestCheckoutPaid, TestCheckoutView } from '../../contracts/payment-views';
import type { TestCardBody } from '../../contracts/request-bodies';
import { paymentPageUrl } from '../request-core';
import { writeDepositDescription } from './checkout-texts';
import { Payment } from './entities/payment.entity';
import { PaymentErrors } from './payment-errors';
import { PaymentWebhookService } from './payment-webhook.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers/payment-provider';
import { TestCheckoutPaymentProvider } from './providers/test-checkout-payment.provider';

const SUCCEEDING_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

/**
 * The built-in checkout page's API, there only while no Stripe keys are set. A payment becomes a
 * signed `checkout.session.completed` handed to the webhook's own verification and handling.
 */
@Injectable()
export class TestCheckoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly webhook: PaymentWebhookService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async view(sessionId: string): Promise<TestCheckoutView> {
    const payment = await this.payment(sessionId);
    const { request } = payment;
    return {
      sessionId,
      amountCents: payment.amountCents,
      currency: payment.currency,
      description: writeDepositDescription(request),
      cancelUrl: paymentPageUrl(this.config.publicUrl, request) ?? `${this.config.publicUrl}/`,
      status: this.statusOf(payment),
    };
  }

  async pay(sessionId: string, card: TestCardBody): Promise<TestCheckoutPaid> {
    const payment = await this.payment(sessionId);
    const status = this.statusOf(payment);
    const redirectUrl = `${this.config.publicUrl}/payment-success?session_id=${encodeURIComponent(sessionId)}`;
    if (status === 'complete') return { redirectUrl };
    if (status === 'expired') throw PaymentErrors.sessionClosed();
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
          amount_total: payment.amountCents,
          currency: payment.currency,
          metadata: { requestId: payment.request.id },
          payment_intent: `pi_local_${randomBytes(12).toString('hex')}`,
        },
      },
    });
    await this.webhook.receive(Buffer.from(payload), this.testProvider().sign(payload));
    return { redirectUrl };
  }

  private statusOf(payment: Payment): TestCheckoutView['status'] {
    if (payment.status === 'paid' || payment.status === 'refunded') return 'complete';
    if (payment.status !== 'open' || payment.expiresAt <= this.clock.now()) return 'expired';
    return 'open';
  }

  private async payment(sessionId: string): Promise<Payment> {
    this.testProvider();
    const payment = await this.em.fork().findOne(Payment, { checkoutSessionId: sessionId }, { populate: ['request'] });
    if (!payment) throw PaymentErrors.sessionNotFound();
    return payment;
  }

  /** With real keys there is no test checkout: its addresses answer 404. */
  private testProvider(): TestCheckoutPaymentProvider {
    if (!(this.provider instanceof TestCheckoutPaymentProvider)) throw PaymentErrors.testCheckoutOff();
    return this.provider;
  }
}
