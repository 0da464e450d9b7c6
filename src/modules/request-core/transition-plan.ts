import type { RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, RequestAction } from '../../domain/request-lifecycle';
import type { RequestRecord } from '../../domain/request-record';
import type { TextStager } from '../notifications';
import type { CustomerRequest } from './entities/customer-request.entity';
import type { RequestTemplateName } from './texts/request-templates';
import type { Recipient } from './texts/request-texts';

/** A text a transition sends once it commits. */
export interface PlannedText {
  template: RequestTemplateName;
  to: Recipient;
  /** Instead of the move's own key, e.g. one per inbound text that caused it, so a retried handling texts once. */
  idempotencyKey?: string;
}

/**
 * What a use case asks of the engine: the move, who makes it, what else changes, what is logged and texted.
 * `R` is what the change found or made (the provider it chose, the offers it sent): `apply` returns it and
 * the texts receive it; `alsoWrite` may return it completed, and the log line and `afterCommit` receive that. Each
 * attempt computes it afresh, so a retried write never carries a lost attempt's values.
 */
export interface TransitionPlan<R = void> {
  action: RequestAction;
  actor: Actor;
  /** Field changes beyond status and negotiation round, applied to the freshly loaded row inside the transaction. */
  apply?: (request: RequestRecord, tx: EntityManager) => R | Promise<R>;
  activity: (request: RequestRecord, result: R) => string;
  /** Texts written from the changed request; a function when which texts go depends on the change. */
  texts?: readonly PlannedText[] | ((request: RequestRecord, applied: R) => readonly PlannedText[]);
  /** Texts composed from the request as it was before the change (e.g. to a provider being replaced). */
  textsBefore?: readonly PlannedText[];
  /**
   * Other rows written in the same transaction as the move (e.g. the payment event that caused it),
   * with texts to people who are not the request's parties (providers whose offers it withdraws).
   */
  alsoWrite?: (tx: EntityManager, request: RequestRecord, texts: TextStager, applied: R) => Promise<R | void>;
  /** Work that must follow the commit, such as scheduling a job; the change stands even if it fails. */
  afterCommit?: (request: RequestRecord, result: R) => Promise<void>;
}

/** A committed change and what its plan returned. */
export interface Changed<R> {
  request: CustomerRequest;
  result: R;
}

/** A change that is not a move of the lifecycle (a shared location, a texted ETA, an agreement), written the same way. */
export interface ChangePlan<R = void> extends Omit<TransitionPlan<R>, 'action'> {
  /** Throws to refuse the change, seeing the row as it stands. */
  check?: (request: RequestRecord) => void;
}

/** What a use case asks of the engine to delete a request: a last check on the locked row, and who is told. */
export interface RemovalPlan {
  /** Throws to refuse, seeing the row as it stands under its lock. */
  check?: (request: RequestRecord, tx: EntityManager) => void | Promise<void>;
  /** Texts composed from the request before it goes; they stay in the inbox without it. */
  texts?: (request: RequestRecord) => readonly PlannedText[];
}

/** What a use case asks of the engine to create a request: its fields, who made it, what is logged and texted. */
export interface CreationPlan {
  actor: Actor;
  /** Every field the new request starts with; the engine sets its id, times and version. */
  fields: Omit<RequiredEntityData<CustomerRequest>, 'createdAt' | 'updatedAt'>;
  activity: (request: RequestRecord) => string;
  texts?: readonly PlannedText[];
  /** Other rows written with it once it is stored (e.g. the Idempotency-Key that created it). */
  alsoWrite?: (tx: EntityManager, request: RequestRecord) => Promise<void>;
}
