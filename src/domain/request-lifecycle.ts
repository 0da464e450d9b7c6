import { DROPPABLE_STATUSES } from './job-drop';
import {
  counterOfferAwaitingDecision,
  finalOfferToAccept,
  finalOfferToReject,
  hasAdminPrice,
  linksMissing,
  locationShared,
  onAccount,
  notYetRated,
  providerAssignable,
  providerToReplace,
  refuse,
  runningLate,
  refuseWith,
} from './lifecycle-guards';
import { illegalTransitionMessage, wrongActorMessage } from './lifecycle-messages';
import type { Actor, Guard, LifecycleState, RequestAction, TransitionResult } from './lifecycle-types';
import { REQUEST_STATUSES, statusRank, type RequestStatus } from './request-status';

export type { Actor, LifecycleState, RequestAction, TransitionRefusal, TransitionResult } from './lifecycle-types';

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
const PRE_PAYMENT_STATUSES = [
  'pending_admin_review',
  ...OFFER_STATUSES,
  'negotiating',
  'approved',
  'customer_accepted',
  'payment_pending',
] as const;

export const LIFECYCLE_TABLE: readonly LifecycleRow[] = [
  { action: 'set_price', actor: 'admin', from: ['pending_admin_review'], to: 'admin_priced' },
  // A business account agreed its terms beforehand: its job's price stands without a negotiation, and it is billed on the invoice instead of a deposit.
  { action: 'price_on_account', actor: 'admin', from: ['pending_admin_review'], to: 'payment_completed', guard: onAccount },
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
    action: 'start_checkout',
    actor: 'customer',
    from: ['approved', 'customer_accepted', 'payment_pending'],
    to: 'payment_pending',
    guard: locationShared,
  },
  {
    action: 'complete_payment',
    actor: 'system',
    from: ['approved', 'customer_accepted', 'payment_pending', 'payment_completed'],
    to: 'deposit_paid',
  },
  {
    action: 'refund_deposit',
    actor: 'admin',
    from: ['deposit_paid', 'payment_completed'],
    to: 'cancelled',
  },
  // A customer whose provider broke the promised arrival may cancel, by text or on their page, with the deposit refunded in full.
  {
    action: 'cancel_late_with_refund',
    actor: 'customer',
    from: ['assigned', 'provider_assigned', 'en_route'],
    to: 'cancelled',
    guard: runningLate,
  },
  // The customer's own cancel of a paid request at any step before service starts; the ladder decides what the deposit becomes.
  {
    action: 'cancel_paid_request',
    actor: 'customer',
    from: ['deposit_paid', 'payment_completed', 'assigned', 'provider_assigned', 'en_route', 'arrived'],
    to: 'cancelled',
  },
  // The customer's own cancel (by text) while nothing is paid; a paid deposit is cancelled through its refund.
  {
    action: 'cancel_request',
    actor: 'customer',
    from: [...PRE_PAYMENT_STATUSES],
    to: 'cancelled',
  },
  {
    action: 'assign_provider',
    actor: 'admin',
    from: NON_TERMINAL_STATUSES,
    to: 'provider_assigned',
    guard: providerAssignable,
  },
  // A provider taking a timed offer: the same assignment as the dispatcher's, made by the first valid acceptance.
  {
    action: 'accept_job_offer',
    actor: 'provider',
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
  {
    action: 'reassign_provider',
    actor: 'admin',
    // A provider on the way who stopped progressing can be replaced too.
    from: ['assigned', 'provider_assigned', 'en_route'],
    to: 'provider_assigned',
    guard: providerToReplace,
  },
  // The dispatcher takes the job back from a provider who is not progressing, to offer it to others.
  {
    action: 'release_provider',
    actor: 'admin',
    from: ['assigned', 'provider_assigned', 'en_route'],
    to: 'deposit_paid',
    guard: providerToReplace,
  },
  // A provider who turns down the agreement before setting off gives the job back; it waits for another provider.
  {
    action: 'decline_job',
    actor: 'provider',
    from: ['assigned', 'provider_assigned'],
    to: 'deposit_paid',
    guard: providerToReplace,
  },
  // A provider who can no longer come drops the accepted job before arriving, with a reason; it goes back to offers.
  {
    action: 'drop_job',
    actor: 'provider',
    from: DROPPABLE_STATUSES,
    to: 'deposit_paid',
    guard: providerToReplace,
  },
  // Nobody took the paid request within the wait promised: the customer may cancel with the deposit refunded in full.
  {
    action: 'cancel_no_provider',
    actor: 'customer',
    from: ['deposit_paid', 'payment_completed'],
    to: 'cancelled',
  },
  // The provider waited at the pickup and the customer did not answer: a dispatcher confirms, or the system once auto-dispatch runs.
  { action: 'confirm_gone_on_arrival', actor: 'admin', from: ['arrived'], to: 'cancelled' },
  { action: 'close_gone_on_arrival', actor: 'system', from: ['arrived'], to: 'cancelled' },
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
  start_checkout: (s) => (s.depositPaid ? refuseWith('already_paid') : null),
  cancel_request: (s) => (s.depositPaid ? refuseWith('already_paid') : s.hasProvider ? refuseWith('provider_already_assigned') : null),
  complete_payment: (s) => (s.depositPaid ? refuseWith('already_paid') : null),
};

function isTooEarly(rows: readonly LifecycleRow[], status: string): boolean {
  const latestFrom = Math.max(...rows.flatMap((row) => row.from.map((from) => statusRank(from) ?? 0)));
  const current = statusRank(status);
  return current !== null && current < latestFrom;
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
