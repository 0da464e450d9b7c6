import {
  counterOfferAwaitingDecision,
  finalOfferToAccept,
  finalOfferToReject,
  hasAdminPrice,
  linksMissing,
  notYetRated,
  providerAssignable,
  refuse,
  refuseWith,
  type Guard,
} from './lifecycle-guards';
import { illegalTransitionMessage, wrongActorMessage } from './lifecycle-messages';
import { REQUEST_STATUSES, type RequestStatus } from './request-status';

export type Actor = 'customer' | 'admin' | 'provider' | 'system';

export type RequestAction =
  | 'set_price'
  | 'accept_offer'
  | 'counter_offer'
  | 'accept_counter'
  | 'reject_counter'
  | 'final_counter'
  | 'reject_final_offer'
  | 'create_payment_link'
  | 'complete_payment'
  | 'assign_provider'
  | 'regenerate_links'
  | 'start_job'
  | 'mark_arrived'
  | 'start_service'
  | 'complete_job'
  | 'rate_service';

export interface LifecycleState {
  status: string;
  negotiationRound: number | null;
  adminPriceCents: number | null;
  customerCounterOfferCents: number | null;
  adminCounterOfferCents: number | null;
  finalPriceCents: number | null;
  paymentStatus: string | null;
  depositPaid: boolean;
  providerName: string | null;
  customerTrackingId: string | null;
  providerJobId: string | null;
  customerRating: number | null;
}

export type TransitionRefusal =
  | 'illegal_transition'
  | 'wrong_actor'
  | 'counter_offer_already_used'
  | 'no_counter_offer'
  | 'no_final_offer'
  | 'no_admin_price'
  | 'no_final_price'
  | 'payment_not_received'
  | 'provider_already_assigned'
  | 'no_provider'
  | 'links_present'
  | 'already_rated'
  | 'already_paid';

export type TransitionResult =
  | { ok: true; status: RequestStatus; negotiationRound?: number }
  | { ok: false; refusal: TransitionRefusal; message: string };

export interface LifecycleRow {
  action: RequestAction;
  actor: Actor;
  from: readonly RequestStatus[];
  to: RequestStatus;
  negotiationRound?: number;
  guard?: Guard;
}

const NON_TERMINAL_STATUSES = REQUEST_STATUSES.filter((s) => s !== 'completed' && s !== 'cancelled');
const OFFER_STATUSES = ['admin_priced', 'pending_customer_response'] as const;

export const LIFECYCLE_TABLE: readonly LifecycleRow[] = [
  { action: 'set_price', actor: 'admin', from: ['pending_admin_review'], to: 'admin_priced' },
  { action: 'accept_offer', actor: 'customer', from: OFFER_STATUSES, to: 'approved', guard: hasAdminPrice },
  {
    action: 'accept_offer',
    actor: 'customer',
    from: ['negotiating'],
    to: 'approved',
    negotiationRound: 2,
    guard: finalOfferToAccept,
  },
  {
    action: 'counter_offer',
    actor: 'customer',
    from: OFFER_STATUSES,
    to: 'negotiating',
    negotiationRound: 0,
    guard: hasAdminPrice,
  },
  {
    action: 'accept_counter',
    actor: 'admin',
    from: ['negotiating'],
    to: 'approved',
    negotiationRound: 2,
    guard: counterOfferAwaitingDecision,
  },
  {
    action: 'reject_counter',
    actor: 'admin',
    from: ['negotiating'],
    to: 'cancelled',
    negotiationRound: 2,
    guard: counterOfferAwaitingDecision,
  },
  {
    action: 'final_counter',
    actor: 'admin',
    from: ['negotiating'],
    to: 'negotiating',
    negotiationRound: 2,
    guard: counterOfferAwaitingDecision,
  },
  {
    action: 'reject_final_offer',
    actor: 'customer',
    from: ['negotiating'],
    to: 'cancelled',
    negotiationRound: 2,
    guard: finalOfferToReject,
  },
  {
    action: 'create_payment_link',
    actor: 'admin',
    from: ['pending_admin_review', 'approved', 'customer_accepted', 'payment_pending'],
    to: 'payment_pending',
  },
  {
    action: 'complete_payment',
    actor: 'system',
    from: ['approved', 'customer_accepted', 'payment_pending', 'payment_completed'],
    to: 'deposit_paid',
  },
  {
    action: 'assign_provider',
    actor: 'admin',
    from: NON_TERMINAL_STATUSES,
    to: 'provider_assigned',
    guard: providerAssignable,
  },
  {
    action: 'regenerate_links',
    actor: 'admin',
    from: ['deposit_paid', 'assigned', 'provider_assigned'],
    to: 'provider_assigned',
    guard: linksMissing,
  },
  { action: 'start_job', actor: 'provider', from: ['assigned', 'provider_assigned'], to: 'en_route' },
  { action: 'mark_arrived', actor: 'provider', from: ['en_route'], to: 'arrived' },
  { action: 'start_service', actor: 'provider', from: ['arrived'], to: 'in_progress' },
  { action: 'complete_job', actor: 'provider', from: ['in_progress'], to: 'completed' },
  { action: 'rate_service', actor: 'customer', from: ['completed'], to: 'completed', guard: notYetRated },
];

// Checked before the status so that a second counter-offer or a replayed payment
// gets its specific answer whatever the request has moved on to.
const ACTION_GUARDS: Partial<Record<RequestAction, Guard>> = {
  counter_offer: (s) => (s.customerCounterOfferCents != null ? refuseWith('counter_offer_already_used') : null),
  create_payment_link: (s) => (s.depositPaid ? refuseWith('already_paid') : null),
  complete_payment: (s) => (s.depositPaid ? refuseWith('already_paid') : null),
};

const statusIndex = (status: string): number => (REQUEST_STATUSES as readonly string[]).indexOf(status);

function isTooEarly(rows: readonly LifecycleRow[], status: string): boolean {
  const latestFrom = Math.max(...rows.flatMap((row) => row.from.map(statusIndex)));
  const current = statusIndex(status);
  return current >= 0 && current < latestFrom;
}

export function transition(state: LifecycleState, action: RequestAction, actor: Actor): TransitionResult {
  const rows = LIFECYCLE_TABLE.filter((row) => row.action === action);
  const allowedActor = rows[0].actor;
  if (actor !== allowedActor) return refuse('wrong_actor', wrongActorMessage(action, allowedActor));

  const actionRefusal = ACTION_GUARDS[action]?.(state);
  if (actionRefusal) return actionRefusal;

  const row = rows.find((candidate) => (candidate.from as readonly string[]).includes(state.status));
  if (!row) {
    return refuse('illegal_transition', illegalTransitionMessage(action, state.status, isTooEarly(rows, state.status)));
  }

  const guardRefusal = row.guard?.(state);
  if (guardRefusal) return guardRefusal;

  return row.negotiationRound === undefined
    ? { ok: true, status: row.to }
    : { ok: true, status: row.to, negotiationRound: row.negotiationRound };
}

export function allowedActions(state: LifecycleState, actor: Actor): RequestAction[] {
  const actions = [...new Set(LIFECYCLE_TABLE.map((row) => row.action))];
  return actions.filter((action) => transition(state, action, actor).ok);
}
