import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { conflict } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';
import { cancellationSplit, cancellationStep, type CancellationCause, type CancellationSplit, type CancellationStep } from '../../../domain/cancellation-ladder';
import { formatUsd } from '../../../domain/money';
import { DomainEvents } from '../../../infra/events/domain-events';
import { PaidRequestCancelled } from '../events/paid-request-cancelled.event';
import type { RequestRecord } from '../../../domain/request-record';
import { RateCardService } from '../../pricing';
import { RequestErrors, RequestRepository, RequestTransitionsService, type PlannedText, type TransitionPlan } from '../../request-core';
import { LedgerEntry } from '../entities/ledger-entry.entity';
import { Payment } from '../entities/payment.entity';
import { PaymentErrors } from '../payment-errors';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { oweTransfer } from '../payouts/transfers-owed';
import { writeLedgerSplit } from './ledger-rows';

/** How one cause of cancelling a paid request moves the lifecycle, and what it logs and texts. */
export interface CancellationPlan extends Pick<TransitionPlan<CancellationSplit>, 'action' | 'actor' | 'textsBefore'> {
  cause: CancellationCause;
  /** The step the person was quoted: refused (409 cancellation_changed) if the locked row stands at another. */
  quotedStep?: CancellationStep;
  /** Throws to refuse, seeing the locked row. */
  check?: (request: RequestRecord) => void;
  /** Fields the cause sets beside the cancellation (a late customer's choice). */
  also?: Partial<Pick<RequestRecord, 'lateChoice'>>;
  activity: (request: RequestRecord, split: CancellationSplit, deposit: string) => string;
  texts?: (request: RequestRecord, split: CancellationSplit) => readonly PlannedText[];
}

/**
 * Every way a paid request is cancelled ends here: the ladder on the rate card splits the deposit
 * from the locked row, the split is written to the ledger in the same transaction as the move, and
 * the refund it owes goes through the payment provider once (its idempotency key is the payment's).
 * A replay after the cancel only retries a refund still owed.
 */
@Injectable()
export class DepositCancellationsService {
  private readonly logger = new Logger(DepositCancellationsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly requests: RequestRepository,
    private readonly transitions: RequestTransitionsService,
    private readonly rateCards: RateCardService,
    private readonly events: DomainEvents,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The split the cancel made, or null when the request was already cancelled (a replay). */
  async cancel(requestId: string, plan: CancellationPlan): Promise<CancellationSplit | null> {
    const request = await this.requests.byId(requestId);
    if (!request) throw RequestErrors.requestNotFound();
    const payment = await this.paidPayment(requestId);
    if (!payment) throw PaymentErrors.noPaidDeposit();
    let split: CancellationSplit | null = null;
    if (request.status !== 'cancelled') {
      const terms = (await this.rateCards.current()).terms.cancellation;
      const changed = await this.transitions.runFor(requestId, {
        action: plan.action,
        actor: plan.actor,
        textsBefore: plan.textsBefore,
        apply: (locked): CancellationSplit => {
          plan.check?.(locked);
          const step = cancellationStep(locked.status);
          if (!step || (plan.quotedStep && step !== plan.quotedStep)) throw stepMoved();
          const made = cancellationSplit(payment.amountCents, step, plan.cause, terms);
          Object.assign(locked, plan.also, {
            cancellationCause: plan.cause,
            cancellationFeeCents: made.platformFeeCents + made.providerCreditCents,
            providerCreditCents: made.providerCreditCents,
            ...(made.refundCents > 0 ? { paymentStatus: 'refunded' } : {}),
          });
          return made;
        },
        activity: (locked, made) => plan.activity(locked, made, formatUsd(payment.amountCents)),
        texts: plan.texts,
        alsoWrite: async (tx, locked, _texts, made) => {
          const providerId = locked.provider?.id ?? null;
          const createdAt = this.clock.now();
          writeLedgerSplit(tx, { requestId, paymentId: payment.id, providerId, cause: plan.cause, createdAt }, made);
          if (providerId) {
            const { currency, paymentIntentId } = payment;
            const recordOnly = this.provider.isTestCheckout;
            oweTransfer(tx, { providerId, requestId, paymentId: payment.id, source: 'credit', amountCents: made.providerCreditCents, currency, paymentIntentId, createdAt, recordOnly });
          }
        },
        afterCommit: () => this.events.publish(new PaidRequestCancelled(requestId, plan.cause)),
      });
      split = changed.result;
    }
    await this.refundOwed(request, payment);
    return split;
  }

  /**
   * The refund the ledger owes, paid out once. A request cancelled before the ledger existed owes the
   * refund its payment status promised.
   */
  private async refundOwed(request: RequestRecord, payment: Payment): Promise<void> {
    if (payment.status === 'refunded') return;
    const current = await this.requests.current(request.id);
    const rows = await this.em.fork().find(LedgerEntry, { paymentId: payment.id });
    const owed = rows.length > 0 ? rows.some((row) => row.kind === 'refund') : current.paymentStatus === 'refunded';
    if (!owed) return;
    if (!payment.paymentIntentId) throw PaymentErrors.noPaidDeposit();
    await this.provider.refund(payment.paymentIntentId, `refund:${payment.id}`).catch((error: Error) => {
      this.logger.error(`Refund of payment ${payment.id} for request ${request.id} failed: ${error.message}`);
      throw PaymentErrors.refundFailed();
    });
    await this.em.fork().nativeUpdate(Payment, { id: payment.id, status: 'paid' }, { status: 'refunded', refundedAt: this.clock.now() });
  }

  /** The deposit actually paid (or paid and refunded), newest first. */
  paidPayment(requestId: string): Promise<Payment | null> {
    return this.em.fork().findOne(Payment, { request: requestId, status: { $in: ['paid', 'refunded'] } }, { orderBy: { paidAt: 'desc' } });
  }
}

const stepMoved = () =>
  conflict(ERROR_CODES.cancellationChanged, 'Your request just moved on, so cancelling now costs something different. Check the new amount and confirm again.');
