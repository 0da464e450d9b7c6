import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { iso } from '../../../common/time/iso';
import { conflict, notFound } from '../../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { DisputeView } from '../../../contracts/payment-views';
import { formatUsd } from '../../../domain/money';
import { isUuid } from '../../../domain/tracking-codes';
import { SmsOutboxService } from '../../notifications';
import { ActivityLogService, RequestEventsService, RequestRepository, RequestTransitionsService } from '../../request-core';
import { StaffDirectoryService } from '../../staff';
import { BalancePayment } from '../entities/balance-payment.entity';
import { Dispute } from '../entities/dispute.entity';
import { Payment } from '../entities/payment.entity';
import { onceForEvent } from '../payment-event-once';
import { PaymentErrors } from '../payment-errors';
import { PAYMENT_PROVIDER, type PaymentProvider, type PaymentProviderEvent } from '../providers/payment-provider';
import { ReceiptsService } from '../receipts/receipts.service';
import { writeEvidenceText } from './dispute-evidence';
import { DISPUTE_CLOSED_TEMPLATE, DISPUTE_OPENED_TEMPLATE, writeDisputeClosed, writeDisputeOpened } from './dispute-texts';

type Opened = Extract<PaymentProviderEvent, { kind: 'dispute_opened' }>;
type Closed = Extract<PaymentProviderEvent, { kind: 'dispute_closed' }>;

const DisputeErrors = {
  notFound: () => notFound(ERROR_CODES.disputeNotFound, 'This request has no such dispute.'),
  answered: () => conflict(ERROR_CODES.disputeAnswered, 'The evidence for this dispute was already submitted.'),
};

/**
 * Chargebacks: a disputed payment marks its job 'Disputed' and texts the desk; a dispatcher's one
 * click assembles the job's evidence and submits it, once; the outcome is texted to the provider.
 */
@Injectable()
export class DisputesService {
  private readonly logger = new Logger(DisputesService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: SmsOutboxService,
    private readonly requests: RequestRepository,
    private readonly transitions: RequestTransitionsService,
    private readonly events: RequestEventsService,
    private readonly activity: ActivityLogService,
    private readonly receipts: ReceiptsService,
    private readonly staff: StaffDirectoryService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async opened(event: Opened): Promise<void> {
    const paid = event.paymentIntentId ? await this.paymentOf(event.paymentIntentId) : null;
    const phones = paid ? await this.staff.deskPhones() : [];
    const requestId = await onceForEvent(this.outbox, { id: event.id, type: event.kind, at: this.clock.now() }, async (tx, texts) => {
      if (!paid) {
        this.logger.warn(`Dispute ${event.disputeRef} names no payment of ours; recorded only`);
        return null;
      }
      if (await tx.findOne(Dispute, { disputeRef: event.disputeRef })) return null;
      tx.create(Dispute, {
        disputeRef: event.disputeRef,
        requestId: paid.requestId,
        paymentId: paid.paymentId,
        paymentIntentId: event.paymentIntentId!,
        amountCents: event.amountCents,
        reason: event.reason,
        evidenceDueBy: event.evidenceDueBy,
        createdAt: this.clock.now(),
      });
      this.transitions.logInTransaction(tx, paid.requestId, `The customer's bank disputed the ${formatUsd(event.amountCents)} card payment (${event.reason.replace(/_/g, ' ')})`);
      const url = `${this.config.publicUrl}/admin/request/${paid.requestId}`;
      for (const to of phones) {
        texts.stage({ to, body: writeDisputeOpened(event.amountCents, event.reason, event.evidenceDueBy, url), template: DISPUTE_OPENED_TEMPLATE, idempotencyKey: `dispute-opened:${event.disputeRef}:${to}`, requestId: paid.requestId });
      }
      return paid.requestId;
    });
    if (requestId) await this.announce(requestId);
  }

  async closed(event: Closed): Promise<void> {
    const requestId = await onceForEvent(this.outbox, { id: event.id, type: event.kind, at: this.clock.now() }, async (tx, texts) => {
      const dispute = await tx.findOne(Dispute, { disputeRef: event.disputeRef });
      if (!dispute || dispute.status === 'won' || dispute.status === 'lost') return null;
      dispute.status = event.won ? 'won' : 'lost';
      dispute.closedAt = this.clock.now();
      this.transitions.logInTransaction(tx, dispute.requestId, `The bank decided the dispute of ${formatUsd(dispute.amountCents)} ${event.won ? 'in our favor' : 'against us'}`);
      const job = await this.requests.byId(dispute.requestId);
      if (job?.provider) {
        texts.stage({
          to: job.provider.phone,
          body: writeDisputeClosed(job.provider.language, dispute.amountCents, event.won),
          template: DISPUTE_CLOSED_TEMPLATE,
          idempotencyKey: `dispute-closed:${dispute.id}`,
          requestId: dispute.requestId,
        });
      }
      return dispute.requestId;
    });
    if (requestId) await this.announce(requestId);
  }

  /** The dispatcher's 'Submit Evidence': taken by one click only, assembled from the job's records, and sent once. */
  async submitEvidence(requestId: string, disputeId: string, staffName: string): Promise<DisputeView> {
    const em = this.em.fork();
    const dispute = isUuid(disputeId) ? await em.findOne(Dispute, { id: disputeId, requestId }) : null;
    if (!dispute) throw DisputeErrors.notFound();
    const taken = await em.nativeUpdate(Dispute, { id: disputeId, status: 'needs_response' }, { status: 'submitted', submittedAt: this.clock.now(), submittedBy: staffName });
    if (taken === 0) throw DisputeErrors.answered();
    try {
      const job = await this.requests.current(requestId);
      const [activity, receipt] = await Promise.all([this.activity.forRequest(requestId), this.receipts.pdfOfRequest(requestId)]);
      await this.provider.submitDisputeEvidence(
        dispute.disputeRef,
        {
          productDescription: `Roadside assistance (${job.serviceType}) in Dallas/Fort Worth, performed by an independent provider we dispatched.`,
          serviceDate: (job.serviceCompletedAt ?? job.createdAt).toISOString().slice(0, 10),
          uncategorizedText: writeEvidenceText(job, activity),
          receiptPdf: receipt?.body ?? null,
        },
        `dispute-evidence:${dispute.id}`,
      );
    } catch (error) {
      await em.nativeUpdate(Dispute, { id: disputeId }, { status: 'needs_response', submittedAt: null, submittedBy: null });
      this.logger.error(`Evidence for dispute ${dispute.disputeRef} not submitted: ${(error as Error).message}`);
      throw PaymentErrors.providerUnavailable();
    }
    await this.em.fork().transactional(async (tx) => {
      this.transitions.logInTransaction(tx, requestId, `Submitted the evidence for the ${formatUsd(dispute.amountCents)} dispute`);
    });
    await this.announce(requestId);
    return toDisputeView(await this.em.fork().findOneOrFail(Dispute, disputeId));
  }

  async disputesOf(requestId: string): Promise<DisputeView[]> {
    return (await this.em.fork().find(Dispute, { requestId }, { orderBy: { createdAt: 'asc' } })).map(toDisputeView);
  }

  /** The disputed payment: a deposit, or a card balance. */
  private async paymentOf(paymentIntentId: string): Promise<{ requestId: string; paymentId: string } | null> {
    const em = this.em.fork();
    const deposit = await em.findOne(Payment, { paymentIntentId });
    if (deposit) return { requestId: deposit.request.id, paymentId: deposit.id };
    const balance = await em.findOne(BalancePayment, { paymentIntentId });
    return balance ? { requestId: balance.requestId, paymentId: balance.id } : null;
  }

  private async announce(requestId: string): Promise<void> {
    const request = await this.requests.byId(requestId);
    if (request) this.events.changed(request);
  }
}

function toDisputeView(dispute: Dispute): DisputeView {
  return {
    id: dispute.id,
    amountCents: dispute.amountCents,
    reason: dispute.reason,
    status: dispute.status,
    evidenceDueBy: iso(dispute.evidenceDueBy),
    createdAt: dispute.createdAt.toISOString(),
    submittedAt: iso(dispute.submittedAt),
    submittedBy: dispute.submittedBy,
    closedAt: iso(dispute.closedAt),
  };
}
