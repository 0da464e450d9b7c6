import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { AppError } from '../../common/errors/app-error';
import { ERROR_CODES } from '../../contracts/error-codes';
import { EVENTS } from '../../contracts/socket-events';
import { formatUsd } from '../../domain/money';
import type { TransitionRefusal } from '../../domain/request-lifecycle';
import { AppMetrics } from '../../infra/metrics/app-metrics';
import { RealtimeService } from '../../infra/realtime/realtime.service';
import type { RequestRecord } from '../../domain/request-record';
import { RequestEventsService, RequestRepository, RequestTransitionsService } from '../request-core';
import { AutoDispatchService } from '../dispatch';
import { PaymentEvent } from './entities/payment-event.entity';
import { writeLedgerSplit } from './cancellations/ledger-rows';
import { LedgerEntry } from './entities/ledger-entry.entity';
import { Payment } from './entities/payment.entity';
import { PaymentErrors } from './payment-errors';
import { CardBalancesService } from './balance/card-balances.service';
import { PayoutAccountsService } from './payouts/payout-accounts.service';
import { DisputesService } from './disputes/disputes.service';
import { ClawbacksService } from './payouts/clawbacks.service';
import {
  CardOnFile,
  CheckoutSessionReport,
  PAYMENT_PROVIDER,
  PaymentProviderEvent,
  WebhookSignatureError,
  type PaymentProvider,
} from './providers/payment-provider';

type CheckoutEvent = Extract<PaymentProviderEvent, CheckoutSessionReport>;

/**
 * Refusals of the deposit's move that no redelivery can change: it is already recorded, the request
 * is gone, or its status is past taking a deposit. Anything else, a lost race above all, is not
 * final: nothing is recorded and the error is answered, so the provider delivers the event again.
 */
const FINAL_REFUSALS: ReadonlySet<string> = new Set([
  'already_paid' satisfies TransitionRefusal,
  'illegal_transition' satisfies TransitionRefusal,
  ERROR_CODES.requestNotFound,
]);

/**
 * Applies the payment provider's events. Each is recorded by its id in the same transaction as its
 * effect, so a replay, a concurrent duplicate or a late event changes nothing a second time; the
 * answer is sent only once that transaction has committed. An event whose effect could not be made
 * yet (its move lost a race) is not recorded: it is answered with an error and delivered again.
 */
@Injectable()
export class PaymentWebhookService {
  private readonly logger = new Logger(PaymentWebhookService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly transitions: RequestTransitionsService,
    private readonly requests: RequestRepository,
    private readonly events: RequestEventsService,
    private readonly realtime: RealtimeService,
    private readonly autoDispatch: AutoDispatchService,
    private readonly balances: CardBalancesService,
    private readonly payouts: PayoutAccountsService,
    private readonly disputes: DisputesService,
    private readonly clawbacks: ClawbacksService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly metrics: AppMetrics,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
    if (!rawBody || !signature) throw PaymentErrors.badSignature();
    let event: PaymentProviderEvent;
    try {
      event = this.provider.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw PaymentErrors.badSignature();
      throw error;
    }
    this.metrics.webhookLag.observe({ source: 'stripe' }, AppMetrics.secondsSince(event.createdAt, this.clock.now()));
    await this.apply(event);
  }

  private async apply(event: PaymentProviderEvent): Promise<void> {
    switch (event.kind) {
      case 'checkout_completed':
      case 'async_payment_succeeded':
        // A completed session whose payment is still on its way (bank debits) is confirmed by its async event.
        if (!event.paid) return this.recordOnly(event.id, event.kind, null);
        return event.purpose === 'balance' ? this.balances.paidOnCheckout(event, await this.cardOf(event.paymentIntentId)) : this.confirm(event);
      case 'async_payment_failed':
      case 'checkout_expired':
        return this.closeUnpaid(event);
      case 'charge_refunded':
        if (event.paymentIntentId && (await this.clawbacks.balanceRefunded({ eventId: event.id, paymentIntentId: event.paymentIntentId, amountRefundedCents: event.amountRefundedCents }))) return;
        return this.onceFor(event.id, event.kind, null, async (tx) => {
          if (!event.paymentIntentId || !event.fullyRefunded) return;
          const payment = await tx.findOne(Payment, { paymentIntentId: event.paymentIntentId });
          if (payment?.status !== 'paid') return;
          payment.status = 'refunded';
          payment.refundedAt = this.clock.now();
          // A refund made outside the product (the payment provider's dashboard) is a dispatcher's, and goes in the ledger like one.
          if ((await tx.count(LedgerEntry, { paymentId: payment.id })) === 0) {
            writeLedgerSplit(
              tx,
              { requestId: payment.request.id, paymentId: payment.id, providerId: null, cause: 'dispatcher', createdAt: payment.refundedAt },
              { refundCents: payment.amountCents, platformFeeCents: 0, providerCreditCents: 0 },
            );
          }
        });
      case 'dispute_opened':
        return this.disputes.opened(event);
      case 'dispute_closed':
        return this.disputes.closed(event);
      case 'payout_account_updated':
        // Events can come out of order: the account is read afresh, and its current state kept.
        await this.payouts.updated(await this.provider.payoutAccount(event.accountRef));
        return this.recordOnly(event.id, event.kind, null);
      case 'other':
        return this.recordOnly(event.id, event.type, null);
    }
  }

  private async confirm(event: CheckoutEvent): Promise<void> {
    const payment = await this.em.fork().findOne(Payment, { checkoutSessionId: event.sessionId });
    if (!payment) {
      this.logger.warn(`Paid checkout session ${event.sessionId} matches no payment of ours; recorded only`);
      return this.recordOnly(event.id, event.kind, null);
    }
    const requestId = payment.request.id;
    if (event.amountCents !== payment.amountCents || event.currency?.toLowerCase() !== payment.currency) {
      return this.flagMismatch(event, payment);
    }
    const card = await this.cardOf(event.paymentIntentId);
    const now = this.clock.now();
    let completed: RequestRecord;
    try {
      completed = await this.transitions.run(requestId, {
        action: 'complete_payment',
        actor: 'system',
        apply: (request) => {
          request.paymentStatus = 'upfront_paid';
          request.depositPaid = true;
          request.depositPaidAt = now;
        },
        activity: () => `Deposit of ${formatUsd(payment.amountCents)} paid by card`,
        texts: [{ template: 'deposit-received', to: 'customer' }],
        alsoWrite: async (tx, request) => {
          tx.create(PaymentEvent, { id: event.id, type: event.kind, request: request.id, createdAt: now });
          const paid = await tx.findOneOrFail(Payment, { id: payment.id });
          markPaid(paid, event, now, card);
        },
        afterCommit: () => this.autoDispatch.depositPaid(requestId),
      });
    } catch (error) {
      if (!(error instanceof AppError) || !FINAL_REFUSALS.has(error.code)) {
        if (error instanceof AppError) {
          this.logger.warn(`Deposit for ${requestId} not applied (${error.code}); event ${event.id} is left for its redelivery`);
        }
        throw error;
      }
      return this.paidWithoutMove(event, payment, error, card);
    }
    this.realtime.toAdmins(EVENTS.paymentReceived, {
      id: completed.id,
      trackingId: completed.customerTrackingId,
      depositAmountCents: payment.amountCents,
    });
  }

  /**
   * The engine refused the move for good: the deposit is already recorded (a replay, or a second
   * event of the same payment), or the request has moved on or is gone. The money is still recorded
   * on its payment; a request that is gone took its payments with it, so only the event is kept.
   */
  private async paidWithoutMove(event: CheckoutEvent, payment: Payment, refusal: AppError, card: CardOnFile | null): Promise<void> {
    if (refusal.code === ERROR_CODES.requestNotFound) {
      this.logger.error(
        `A deposit of ${formatUsd(payment.amountCents)} arrived on checkout session ${payment.checkoutSessionId} for request ` +
          `${payment.request.id}, which no longer exists: refund it in the payment dashboard`,
      );
      return this.recordOnly(event.id, event.kind, null);
    }
    await this.onceFor(event.id, event.kind, payment.request.id, async (tx) => {
      const current = await tx.findOne(Payment, { id: payment.id });
      if (!current || current.status === 'paid' || current.status === 'refunded') return;
      markPaid(current, event, this.clock.now(), card);
      if (refusal.code === 'already_paid') {
        this.transitions.logInTransaction(tx, payment.request.id, `A second payment of ${formatUsd(payment.amountCents)} arrived on checkout session ${payment.checkoutSessionId}: refund it in the payment dashboard`);
      } else {
        this.transitions.logInTransaction(tx, payment.request.id, `A deposit of ${formatUsd(payment.amountCents)} arrived but was not applied (${refusal.message}): check the request and refund if needed`);
      }
    });
  }

  /** The card for the receipt: asked before the deposit's transaction, and never in its way. */
  private async cardOf(paymentIntentId: string | null): Promise<CardOnFile | null> {
    if (!paymentIntentId) return null;
    try {
      return await this.provider.cardOf(paymentIntentId);
    } catch (error) {
      this.logger.warn(`The card behind ${paymentIntentId} could not be read; its receipt names no card: ${(error as Error).message}`);
      return null;
    }
  }

  private async flagMismatch(event: CheckoutEvent, payment: Payment): Promise<void> {
    const received = `${event.amountCents ?? '?'} ${event.currency ?? '?'}`;
    this.logger.error(
      `Checkout session ${payment.checkoutSessionId} reported ${received} instead of ${payment.amountCents} ${payment.currency}; not confirmed`,
    );
    let flagged = false;
    await this.onceFor(event.id, event.kind, payment.request.id, async (tx) => {
      const current = await tx.findOne(Payment, { id: payment.id });
      if (!current || current.status === 'paid' || current.status === 'refunded') return;
      current.status = 'mismatched';
      current.receivedAmountCents = event.amountCents;
      current.receivedCurrency = event.currency;
      current.paymentIntentId = event.paymentIntentId;
      this.transitions.logInTransaction(
        tx,
        payment.request.id,
        `Payment NOT confirmed: checkout session ${payment.checkoutSessionId} reported ${received} (cents) instead of the ` +
          `expected deposit of ${formatUsd(payment.amountCents)}; check it in the payment dashboard`,
      );
      flagged = true;
    });
    if (flagged) {
      const request = await this.requests.byId(payment.request.id);
      if (request) this.events.changed(request);
    }
  }

  private async closeUnpaid(event: CheckoutEvent): Promise<void> {
    await this.onceFor(event.id, event.kind, null, async (tx) => {
      const payment = await tx.findOne(Payment, { checkoutSessionId: event.sessionId });
      if (payment?.status === 'open') payment.status = 'expired';
    });
  }

  private recordOnly(eventId: string, type: string, requestId: string | null): Promise<void> {
    return this.onceFor(eventId, type, requestId, () => Promise.resolve());
  }

  /** Runs `work` with the event recorded in the same transaction; an event seen before is skipped. */
  private async onceFor(eventId: string, type: string, requestId: string | null, work: (tx: EntityManager) => Promise<void>): Promise<void> {
    try {
      await this.em.fork().transactional(async (tx) => {
        if (await tx.findOne(PaymentEvent, { id: eventId })) return;
        tx.create(PaymentEvent, { id: eventId, type, request: requestId, createdAt: this.clock.now() });
        await work(tx);
      });
    } catch (error) {
      // The same event, delivered concurrently, committed first.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
  }

}

function markPaid(payment: Payment, event: CheckoutEvent, now: Date, card: CardOnFile | null): void {
  payment.status = 'paid';
  payment.paidAt = now;
  payment.paymentIntentId = event.paymentIntentId;
  payment.cardBrand = card?.brand ?? null;
  payment.cardLast4 = card?.last4 ?? null;
  // Kept only with the customer's consent: what charges the balance in one tap.
  if (payment.saveCard) {
    payment.customerRef = card?.customerRef ?? event.customerRef;
    payment.paymentMethodRef = card?.paymentMethodRef ?? null;
  }
}
