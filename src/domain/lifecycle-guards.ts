import { REFUSAL_MESSAGES, STILL_REVIEWING_COUNTER_OFFER } from './lifecycle-messages';
import type { Guard, GuardRefusal, Refusal, TransitionRefusal } from './lifecycle-types';

export const refuse = (refusal: TransitionRefusal, message: string): Refusal => ({ ok: false, refusal, message });
export const refuseWith = (refusal: GuardRefusal): Refusal =>
  refuse(refusal, REFUSAL_MESSAGES[refusal]);

export const hasAdminPrice: Guard = (s) => (s.adminPriceCents == null ? refuseWith('no_admin_price') : null);

export const counterOfferAwaitingDecision: Guard = (s) =>
  s.negotiationRound === 0 && s.customerCounterOfferCents != null ? null : refuseWith('no_counter_offer');

export const finalOfferToAccept: Guard = (s) => {
  if (s.negotiationRound !== 2) return refuse('illegal_transition', STILL_REVIEWING_COUNTER_OFFER);
  return s.adminCounterOfferCents == null ? refuseWith('no_final_offer') : null;
};

export const finalOfferToReject: Guard = (s) => {
  if (s.negotiationRound !== 2) return refuse('no_final_offer', STILL_REVIEWING_COUNTER_OFFER);
  return s.adminCounterOfferCents == null ? refuseWith('no_final_offer') : null;
};

// Spec §4: assignment hangs on payment, and legacy rows only ever recorded payment_status.
export const providerAssignable: Guard = (s) => {
  if (s.hasProvider) return refuseWith('provider_already_assigned');
  const paid = s.status === 'deposit_paid' || s.status === 'payment_completed' || s.paymentStatus === 'upfront_paid';
  return paid ? null : refuseWith('payment_not_received');
};

export const providerToReplace: Guard = (s) => (s.hasProvider ? null : refuseWith('no_provider'));

export const linksMissing: Guard = (s) => {
  if (!s.hasProvider) return refuseWith('no_provider');
  return s.customerTrackingId && s.providerJobId ? refuseWith('links_present') : null;
};

export const locationShared: Guard = (s) => (s.hasLocation ? null : refuseWith('location_required'));

export const notYetRated: Guard = (s) => (s.customerRating != null ? refuseWith('already_rated') : null);

export const runningLate: Guard = (s) => (s.runningLate ? null : refuseWith('not_running_late'));

export const onAccount: Guard = (s) => (s.onAccount ? null : refuseWith('not_on_account'));
