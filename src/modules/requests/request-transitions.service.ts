import { EntityManager, OptimisticLockError } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { AppError, conflict } from '../../common/errors/app-error';
import { isUuid } from '../../domain/tracking-codes';
import { Actor, RequestAction, transition, TransitionRefusal } from '../../domain/request-lifecycle';
import { NotificationsService } from '../notifications/notifications.service';
import { ActivityLogService } from './activity-log.service';
import { ActivityUserType } from './entities/activity-log-entry.entity';
import { CustomerRequest } from './entities/customer-request.entity';
import { RequestErrors } from './request-errors';
import { RequestEventsService } from './request-events.service';

export interface OutgoingText {
  template: string;
  body: string;
}

/** What a use case does once the lifecycle table has allowed the move. */
export interface TransitionPlan {
  action: RequestAction;
  actor: Actor;
  /** Field changes beyond status and negotiation round, applied to the freshly loaded row. */
  apply?: (request: CustomerRequest) => void;
  activity: (request: CustomerRequest) => string;
  textToCustomer?: (request: CustomerRequest) => OutgoingText | null;
}

const MAX_ATTEMPTS = 5;

/** Spec titles for refusals that have one. */
const REFUSAL_TITLES: Partial<Record<TransitionRefusal, string>> = {
  counter_offer_already_used: 'Counter-Offer Already Used',
};

/**
 * The only way a request changes state. The row is re-read, checked against the lifecycle table
 * and written with its version, so of two racing writes exactly one wins; the loser is re-checked
 * against the winner's state and refused with the reason.
 */
@Injectable()
export class RequestTransitionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationsService,
    private readonly activity: ActivityLogService,
    private readonly events: RequestEventsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(requestId: string, plan: TransitionPlan): Promise<CustomerRequest> {
    if (!isUuid(requestId)) throw RequestErrors.requestNotFound();
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(requestId, plan);
      } catch (error) {
        if (!(error instanceof OptimisticLockError) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  private async attempt(requestId: string, plan: TransitionPlan): Promise<CustomerRequest> {
    const em = this.em.fork();
    const { request, text } = await em.transactional(async (tx) => {
      const found = await tx.findOne(CustomerRequest, { id: requestId });
      if (!found) throw RequestErrors.requestNotFound();
      const result = transition(found, plan.action, plan.actor);
      if (!result.ok) throw refusalError(result.refusal, result.message);

      plan.apply?.(found);
      found.status = result.status;
      if (result.negotiationRound !== undefined) found.negotiationRound = result.negotiationRound;
      found.updatedAt = this.clock.now();

      const outgoing = plan.textToCustomer?.(found) ?? null;
      const staged = outgoing
        ? this.notifications.stageSms(tx, {
            to: found.phone,
            body: outgoing.body,
            template: outgoing.template,
            idempotencyKey: `${outgoing.template}:${found.id}:${found.version + 1}`,
            request: found,
          })
        : null;
      return { request: found, text: staged };
    });
    await this.notifications.dispatch([text]);
    await this.activity.record(request.id, plan.activity(request), userTypeOf(plan.actor));
    this.events.changed(request);
    return request;
  }
}

function refusalError(refusal: TransitionRefusal, message: string): AppError {
  const error = conflict(refusal, message);
  const title = REFUSAL_TITLES[refusal];
  return title ? new AppError('conflict', refusal, message, undefined, title) : error;
}

function userTypeOf(actor: Actor): ActivityUserType {
  return actor === 'system' ? 'system' : actor;
}
