import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { PaymentLinkView, PaymentView } from '../../contracts/payment-views';
import { depositCents, formatUsd } from '../../domain/money';
import { noProviderRefundOpen } from '../../domain/no-provider';
import { isClosed } from '../../domain/request-status';
import type { RequestRecord } from '../../domain/request-record';
import { required } from '../../domain/required';
import { markPaymentLinkSent, paymentPageUrl, RequestErrors, RequestRepository, RequestTransitionsService } from '../request-core';
import { DepositCancellationsService } from './cancellations/deposit-cancellations.service';
import { Payment } from './entities/payment.entity';
import { PaymentErrors } from './payment-errors';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers/payment-provider';
import { toPaymentView } from './views/payment-view.mapper';

/**
 * A request's deposit once its price is agreed: the payment link (sent, or withdrawn with the request),
 * its refunds (a dispatcher's before dispatch, a late provider's; the customer's own cancel is CustomerCancelService's) and
 * the payment records the request page shows.
 */
@Injectable()
export class DepositsService {
  private readonly logger = new Logger(DepositsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly requests: RequestRepository,
    private readonly transitions: RequestTransitionsService,
    private readonly cancellations: DepositCancellationsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Moves the request to payment_pending and texts the customer their payment page. */
  async createPaymentLink(requestId: string): Promise<PaymentLinkView> {
    const current = await this.requests.byId(requestId);
    if (!current) throw RequestErrors.requestNotFound();
    if (!current.finalPriceCents) throw PaymentErrors.priceNotAgreed();
    const request = await this.transitions.run(requestId, {
      action: 'create_payment_link',
      actor: 'admin',
      apply: (r) => {
        r.depositAmountCents ??= depositCents(required(r.finalPriceCents, 'the agreed price'), r.depositPercentage);
        markPaymentLinkSent(r, this.clock.now());
      },
      activity: (r) => `Created payment link for the ${formatUsd(required(r.depositAmountCents, 'the deposit'))} deposit`,
      texts: [{ template: 'payment-link', to: 'customer' }],
    });
    return { url: paymentPageUrl(this.config.publicUrl, request)! };
  }

  /**
   * The link is the request's own capability, so deleting it deletes the request, but never once
   * its deposit is paid or refunded: the payment records stay. The check is made again on the
   * locked row, so a payment confirmed meanwhile is either seen or waits for the delete.
   */
  async deletePaymentLink(requestId: string, adminEmail: string): Promise<void> {
    const request = await this.requests.byId(requestId);
    if (!request) throw RequestErrors.requestNotFound();
    await this.refuseOnceDepositPaid(request, this.em.fork());
    await this.closeOpenSessions(requestId);
    await this.transitions.remove(requestId, {
      check: (locked, tx) => this.refuseOnceDepositPaid(locked, tx),
      // Whoever holds the link is told it no longer works, rather than finding out at the checkout.
      texts: (locked) => (isClosed(locked.status) ? [] : [{ template: 'payment-link-withdrawn', to: 'customer' }]),
    });
    this.logger.log(`Request ${requestId} deleted with its payment link by ${adminEmail}`);
  }

  /** A deposit paid (or paid and refunded) on the request or on any of its checkout sessions. */
  private async refuseOnceDepositPaid(request: RequestRecord, em: EntityManager): Promise<void> {
    const settled = await em.find(Payment, { request: request.id, status: { $in: ['paid', 'refunded'] } });
    if (settled.some((payment) => payment.status === 'paid')) throw PaymentErrors.paidLinkKept();
    if (settled.length > 0 || request.paymentStatus === 'refunded') throw PaymentErrors.refundedLinkKept();
    if (request.depositPaid || request.paymentStatus === 'upfront_paid') throw PaymentErrors.paidLinkKept();
  }

  /**
   * A dispatcher's cancel of a paid request before dispatch (refused once a provider is assigned): the
   * deposit is refunded through the provider, and the `charge.refunded` webhook then finds it
   * recorded. A refund the provider refused can be retried: the request stays cancelled.
   */
  async refund(requestId: string): Promise<void> {
    await this.cancellations.cancel(requestId, {
      action: 'refund_deposit',
      actor: 'admin',
      cause: 'dispatcher',
      activity: (_r, _split, deposit) => `Cancelled the request and refunded the ${deposit} deposit`,
      texts: () => [{ template: 'deposit-refunded', to: 'customer' }],
    });
  }

  /**
   * A late customer's REFUND (by text or on their page): the request is cancelled as the provider's
   * failing, the provider told not to come, and the whole deposit refunded. Only while the provider runs late.
   */
  async refundForLateArrival(requestId: string, channel: 'text' | 'page'): Promise<void> {
    await this.cancellations.cancel(requestId, {
      action: 'cancel_late_with_refund',
      actor: 'customer',
      cause: 'late_provider',
      also: { lateChoice: 'refund' },
      textsBefore: [{ template: 'job-cancelled-late', to: 'provider' }],
      activity: (_r, _split, deposit) =>
        `Customer cancelled ${channel === 'text' ? 'by text' : 'on their page'} because the provider is running late; the ${deposit} deposit is refunded in full`,
      texts: () => [{ template: 'deposit-refunded', to: 'customer' }],
    });
  }

  /**
   * REFUND from a customer nobody took the job of within the wait promised (by text or on their
   * page): cancelled as the product's failing, the whole deposit refunded. Refused once a provider took it.
   */
  async refundForNoProvider(requestId: string, channel: 'text' | 'page'): Promise<void> {
    await this.cancellations.cancel(requestId, {
      action: 'cancel_no_provider',
      actor: 'customer',
      cause: 'no_provider',
      check: (locked) => {
        if (!noProviderRefundOpen(locked)) throw RequestErrors.notRunningLate();
      },
      activity: (_r, _split, deposit) =>
        `Customer cancelled ${channel === 'text' ? 'by text' : 'on their page'} because no provider took the job in time; the ${deposit} deposit is refunded in full`,
      texts: () => [{ template: 'deposit-refunded', to: 'customer' }],
    });
  }

  /** Before a request is deleted: its open checkout sessions are closed, so nobody pays for a request that is gone. */
  async closeOpenSessions(requestId: string): Promise<void> {
    const open = await this.em.fork().find(Payment, { request: requestId, status: 'open' });
    for (const payment of open) {
      await this.provider.expireCheckoutSession(payment.checkoutSessionId).catch((error: Error) => {
        this.logger.warn(`Checkout session of payment ${payment.id} not expired: ${error.message}`);
      });
    }
  }

  async paymentsOf(requestId: string): Promise<PaymentView[]> {
    const payments = await this.em.fork().find(Payment, { request: requestId }, { orderBy: { createdAt: 'desc' } });
    return payments.map((payment) => toPaymentView(payment, this.provider.dashboardUrl(payment.checkoutSessionId)));
  }
}
