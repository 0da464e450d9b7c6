import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { conflict } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';
import { cancellationSplit, cancellationStep, customerCancelOutcome, type CancellationSplit, type CancellationStep, type CustomerCancelOutcome } from '../../../domain/cancellation-ladder';
import { formatUsd } from '../../../domain/money';
import type { RequestRecord } from '../../../domain/request-record';
import { RateCardService } from '../../pricing';
import { RequestErrors, RequestRepository, RequestTransitionsService } from '../../request-core';
import { LedgerEntry } from '../entities/ledger-entry.entity';
import { Payment } from '../entities/payment.entity';
import { PaymentErrors } from '../payment-errors';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';

/**
 * The customer's own cancel of a paid request at any step before service starts, by the ladder on
 * the rate card: the split is taken from the locked row, so a cancel racing the provider's Arrived
 * is priced by whichever came first, and refused if that is not the step the customer was quoted.
 */
@Injectable()
export class CustomerCancelService {
  private readonly logger = new Logger(CustomerCancelService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly requests: RequestRepository,
    private readonly transitions: RequestTransitionsService,
    private readonly rateCards: RateCardService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** What the customer's own cancel would do now, from the deposit actually paid; null once service has started. */
  async quote(request: RequestRecord): Promise<CustomerCancelOutcome | null> {
    const payment = request.depositPaid ? await this.paidPayment(request.id) : null;
    return customerCancelOutcome(request.status, payment?.amountCents ?? null);
  }

  /**
   * Cancels the paid request as the customer's doing, writes where the deposit went, and refunds
   * what the ladder says, once. A replay after the cancel only retries a refund still owed.
   */
  async cancel(requestId: string, channel: 'text' | 'page', quotedStep: CancellationStep): Promise<CancellationSplit | null> {
    const request = await this.requests.byId(requestId);
    if (!request) throw RequestErrors.requestNotFound();
    const payment = await this.paidPayment(requestId);
    if (!payment) throw PaymentErrors.noPaidDeposit();
    let split: CancellationSplit | null = null;
    if (request.status !== 'cancelled') {
      const terms = (await this.rateCards.current()).terms.cancellation;
      const changed = await this.transitions.runFor(requestId, {
        action: 'cancel_paid_request',
        actor: 'customer',
        apply: (locked): CancellationSplit => {
          const step = cancellationStep(locked.status);
          if (step !== quotedStep) throw stepMoved();
          const split = cancellationSplit(payment.amountCents, step, 'customer', terms);
          Object.assign(locked, {
            cancellationCause: 'customer',
            cancellationFeeCents: split.platformFeeCents + split.providerCreditCents,
            providerCreditCents: split.providerCreditCents,
            ...(split.refundCents > 0 ? { paymentStatus: 'refunded' } : {}),
          });
          return split;
        },
        activity: (_locked, split) =>
          split.refundCents > 0
            ? `Customer cancelled ${channel === 'text' ? 'by text' : 'on their page'}; the ${formatUsd(split.refundCents)} deposit is refunded in full`
            : `Customer cancelled ${channel === 'text' ? 'by text' : 'on their page'} once the provider was on the way; the ${formatUsd(payment.amountCents)} deposit is kept, ${formatUsd(split.providerCreditCents)} of it credited to the provider`,
        // By text, the answer to their YES tells the customer; the provider is told either way.
        texts: (locked, split) => [
          ...(channel === 'page' ? [{ template: split.refundCents > 0 ? ('deposit-refunded' as const) : ('cancelled-deposit-kept' as const), to: 'customer' as const }] : []),
          ...(locked.provider ? [{ template: 'job-cancelled-by-customer' as const, to: 'provider' as const }] : []),
        ],
        alsoWrite: async (tx, locked, _texts, split) => {
          const createdAt = this.clock.now();
          const rows: Array<[LedgerEntry['kind'], number]> = [
            ['refund', split.refundCents],
            ['platform_fee', split.platformFeeCents],
            ['provider_credit', split.providerCreditCents],
          ];
          for (const [kind, amountCents] of rows) {
            if (amountCents === 0) continue;
            tx.create(LedgerEntry, {
              requestId,
              paymentId: payment.id,
              kind,
              amountCents,
              providerId: kind === 'provider_credit' ? (locked.provider?.id ?? null) : null,
              cause: 'customer',
              createdAt,
            });
          }
        },
      });
      split = changed.result;
    }
    await this.refundOwed(requestId, payment);
    return split;
  }

  /** The ledger's refund row, paid out through the payment provider once (its idempotency key is the payment's). */
  private async refundOwed(requestId: string, payment: Payment): Promise<void> {
    const owed = await this.em.fork().findOne(LedgerEntry, { paymentId: payment.id, kind: 'refund' });
    if (!owed || payment.status === 'refunded') return;
    if (!payment.paymentIntentId) throw PaymentErrors.noPaidDeposit();
    await this.provider.refund(payment.paymentIntentId, `refund:${payment.id}`).catch((error: Error) => {
      this.logger.error(`Refund of payment ${payment.id} for request ${requestId} failed: ${error.message}`);
      throw PaymentErrors.refundFailed();
    });
    await this.em.fork().nativeUpdate(Payment, { id: payment.id, status: 'paid' }, { status: 'refunded', refundedAt: this.clock.now() });
  }

  private paidPayment(requestId: string): Promise<Payment | null> {
    return this.em.fork().findOne(Payment, { request: requestId, status: { $in: ['paid', 'refunded'] } }, { orderBy: { paidAt: 'desc' } });
  }
}

const stepMoved = () =>
  conflict(ERROR_CODES.cancellationChanged, 'Your request just moved on, so cancelling now costs something different. Check the new amount and confirm again.');
