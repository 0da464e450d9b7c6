import { DeadlockException, EntityManager, LockMode, OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { AppError } from '../../common/errors/app-error';
import { transition, type TransitionRefusal } from '../../domain/request-lifecycle';
import type { Actor } from '../../domain/lifecycle-types';
import type { RequestStatus } from '../../domain/request-status';
import { AppMetrics } from '../../infra/metrics/app-metrics';
import { activityEntry } from './activity-entry';
import { archiveInsightFacts } from './insight-archive';
import { stampForInsights } from './insight-stamps';
import { ActivityLogEntry } from './entities/activity-log-entry.entity';
import { CustomerRequest } from './entities/customer-request.entity';
import { RetiredLinkCode } from './entities/retired-link-code.entity';
import { lifecycleStateOf } from './lifecycle-state';
import { RequestErrors } from './request-errors';
import { RequestEventsService, type PreviousCodes } from './request-events.service';
import { RequestUnitOfWork } from './request-unit-of-work';
import { RequestChangeWatchers } from './request-change-watchers';
import { RequestRepository } from './request.repository';
import type { ChangePlan, Changed, CreationPlan, PlannedText, RemovalPlan, TransitionPlan } from './transition-plan';

const MAX_ATTEMPTS = 5;

/** Spec titles for refusals that have one. */
const REFUSAL_TITLES: Partial<Record<TransitionRefusal, string>> = {
  counter_offer_already_used: 'Counter-Offer Already Used',
};

/**
 * The only way a request changes state, for every actor. The row is re-read, checked against the
 * lifecycle table and written with its version, together with its activity entry and its texts,
 * so of two racing writes exactly one wins; the loser is re-checked against the winner's state
 * and refused with the reason.
 */
@Injectable()
export class RequestTransitionsService {
  private readonly logger = new Logger(RequestTransitionsService.name);

  constructor(
    private readonly requests: RequestRepository,
    private readonly work: RequestUnitOfWork,
    private readonly events: RequestEventsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly metrics: AppMetrics,
    private readonly watchers: RequestChangeWatchers,
  ) {}

  async run<R>(requestId: string, plan: TransitionPlan<R>): Promise<CustomerRequest> {
    return (await this.retried(requestId, plan)).request;
  }

  /** The same move, answering with what the plan returned as well. */
  runFor<R>(requestId: string, plan: TransitionPlan<R>): Promise<Changed<R>> {
    return this.retried(requestId, plan);
  }

  /** A new request, with its activity entry and its first texts, in one transaction; the dispatchers are told once it commits. */
  async create(plan: CreationPlan): Promise<CustomerRequest> {
    const created = await this.work.run(async (tx, texts) => {
      const now = this.clock.now();
      const request = tx.create(CustomerRequest, { ...plan.fields, createdAt: now, updatedAt: now });
      stampForInsights(request, null, now);
      for (const text of plan.texts ?? []) {
        texts.stageTemplate({ ...text, request, idempotencyKey: textKey(text, request.id, 1) });
      }
      tx.create(ActivityLogEntry, activityEntry(request, plan.activity(request), plan.actor, now, { from: null, to: request.status }));
      await tx.flush();
      await plan.alsoWrite?.(tx, request);
      await this.watchers.staged(tx, request, null);
      return request;
    });
    this.events.created(created);
    await this.watchers.committed(created, null);
    return created;
  }

  /**
   * An entry in the caller's own transaction, for a fact about a request that changes none of its
   * fields (a payment the webhook could not apply, an offer answered), so the log still has one writer.
   */
  logInTransaction(tx: EntityManager, requestId: string, action: string, actor: Actor = 'system'): void {
    tx.create(ActivityLogEntry, activityEntry(requestId, action, actor, this.clock.now()));
  }

  /** The same write for a change that moves no status: with the version, its activity entry and its texts. */
  async change<R>(requestId: string, plan: ChangePlan<R>): Promise<CustomerRequest> {
    return (await this.retried(requestId, plan)).request;
  }

  /** The same change, answering with what the plan returned as well. */
  changeFor<R>(requestId: string, plan: ChangePlan<R>): Promise<Changed<R>> {
    return this.retried(requestId, plan);
  }

  private async retried<R>(requestId: string, plan: TransitionPlan<R> | ChangePlan<R>): Promise<Changed<R>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(requestId, plan);
      } catch (error) {
        if (!isLostRace(error)) throw error;
        if (attempt >= MAX_ATTEMPTS) throw RequestErrors.concurrentChange();
      }
    }
  }

  /**
   * Deletes the request with its log and payment records, under a row lock so a change committed
   * meanwhile is either seen by the check or waits. Its texts stay (the inbox keeps the conversation),
   * and the texts the plan names are written before the row goes.
   */
  async remove(requestId: string, plan: RemovalPlan): Promise<void> {
    await this.work.run(async (tx, texts) => {
      const found = await tx.findOne(CustomerRequest, { id: requestId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) throw RequestErrors.requestNotFound();
      await plan.check?.(found, tx);
      for (const text of plan.texts?.(found) ?? []) {
        texts.stageTemplate({ ...text, request: found, idempotencyKey: `${text.template}:${text.to}:${found.id}:removed` });
      }
      await tx.flush();
      await tx.nativeDelete(CustomerRequest, { id: requestId });
    });
    this.events.deleted(requestId);
  }

  /**
   * The retention rule: completed requests finished before `cutoff` go with their log and payment
   * records, and, unlike a dispatcher's deletion, their texts too; the owner's insights keep their
   * figures without the personal data. Nobody is texted.
   */
  async removeCompletedBefore(cutoff: Date): Promise<number> {
    const ids = await this.work.run(async (tx) => {
      const expired = await tx.find(CustomerRequest, { status: 'completed', serviceCompletedAt: { $lt: cutoff } }, { fields: ['id'] });
      const expiredIds = expired.map((request) => request.id);
      if (expiredIds.length > 0) {
        await archiveInsightFacts(tx, expiredIds, this.clock.now());
        await this.work.forgetTextsOf(tx, expiredIds);
        await tx.nativeDelete(CustomerRequest, { id: { $in: expiredIds } });
      }
      return expiredIds;
    });
    for (const id of ids) this.events.deleted(id);
    return ids.length;
  }

  private async attempt<R>(requestId: string, plan: TransitionPlan<R> | ChangePlan<R>): Promise<Changed<R>> {
    const { found: request, previous, fromStatus, result } = await this.work.run(async (tx, texts) => {
      const found = await this.requests.byId(requestId, tx);
      if (!found) throw RequestErrors.requestNotFound();
      const fromStatus = found.status;
      const move = 'action' in plan ? transition(lifecycleStateOf(found), plan.action, plan.actor) : null;
      if (move && !move.ok) throw refusalError(move.refusal, move.message);
      if (!('action' in plan)) plan.check?.(found);

      const previous: PreviousCodes = { trackingId: found.customerTrackingId, jobId: found.providerJobId };
      // The version this write creates makes each text's key unique to this move.
      const version = found.version + 1;
      const stage = (planned: readonly PlannedText[] = []) => {
        for (const text of planned) {
          texts.stageTemplate({ ...text, request: found, idempotencyKey: textKey(text, found.id, version) });
        }
      };
      // Written from the request as it stood, e.g. to the provider a job is taken from.
      stage(plan.textsBefore);
      const applied = (await plan.apply?.(found, tx)) as R;
      if (move) {
        found.status = move.status;
        if (move.negotiationRound !== undefined) found.negotiationRound = move.negotiationRound;
      }
      const now = this.clock.now();
      found.updatedAt = now;
      stampForInsights(found, 'action' in plan ? plan.action : null, now);
      retireReplacedCodes(tx, found, previous, now);

      stage(typeof plan.texts === 'function' ? plan.texts(found, applied) : plan.texts);
      const result = plan.alsoWrite ? ((await plan.alsoWrite(tx, found, texts, applied)) ?? applied) : applied;
      const moved = found.status === fromStatus ? undefined : { from: fromStatus, to: found.status };
      tx.create(ActivityLogEntry, activityEntry(found, plan.activity(found, result), plan.actor, now, moved));
      await this.watchers.staged(tx, found, fromStatus);
      return { found, previous, fromStatus, result };
    });
    this.observeAssignment(fromStatus, request);
    await this.watchers.committed(request, fromStatus);
    this.events.changed(request, previous);
    await plan.afterCommit?.(request, result).catch((error: Error) =>
      this.logger.error(`After ${'action' in plan ? plan.action : 'a change'} on ${request.id}: ${error.message}`),
    );
    return { request, result };
  }

  /** How long a paid customer waited for a truck to be assigned (by hand or by an accepted offer). */
  private observeAssignment(fromStatus: RequestStatus, request: CustomerRequest): void {
    if (fromStatus !== 'deposit_paid' || !ASSIGNED.has(request.status) || !request.depositPaidAt) return;
    this.metrics.paymentToAssignment.observe(AppMetrics.secondsSince(request.depositPaidAt, this.clock.now()));
  }
}

const ASSIGNED: ReadonlySet<RequestStatus> = new Set(['assigned', 'provider_assigned']);

/** A text's key unless the plan names one: its template, recipient, request and the version that sent it, so a retry texts once. */
function textKey(text: PlannedText, requestId: string, version: number): string {
  return text.idempotencyKey ?? `${text.template}:${text.to}:${requestId}:${version}`;
}

/** Codes a move replaced keep answering: texts already sent carry them. */
function retireReplacedCodes(tx: EntityManager, request: CustomerRequest, previous: PreviousCodes, now: Date): void {
  if (previous.trackingId && previous.trackingId !== request.customerTrackingId) {
    tx.create(RetiredLinkCode, new RetiredLinkCode(previous.trackingId, 'tracking', request, now));
  }
  if (previous.jobId && previous.jobId !== request.providerJobId) {
    tx.create(RetiredLinkCode, new RetiredLinkCode(previous.jobId, 'job', request, now));
  }
}

/**
 * A stale version, an outbox key another writer of the same version already took, or the two
 * writers' row locks crossing (Postgres aborts one of them): each time, the other write won.
 */
function isLostRace(error: unknown): boolean {
  return (
    error instanceof OptimisticLockError ||
    error instanceof UniqueConstraintViolationException ||
    error instanceof DeadlockException
  );
}

function refusalError(refusal: TransitionRefusal, message: string): AppError {
  return new AppError('conflict', refusal, message, undefined, REFUSAL_TITLES[refusal]);
}
