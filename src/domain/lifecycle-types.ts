/** The lifecycle's vocabulary, in a leaf file so the table, its guards and its messages share it without a cycle. */
import type { RequestStatus } from './request-status';

export type Actor = 'customer' | 'admin' | 'provider' | 'system';

export type RequestAction =
  | 'set_price'
  | 'price_on_account'
  | 'accept_offer'
  | 'counter_offer'
  | 'accept_counter'
  | 'reject_counter'
  | 'final_counter'
  | 'reject_final_offer'
  | 'create_payment_link'
  | 'start_checkout'
  | 'complete_payment'
  | 'refund_deposit'
  | 'cancel_request'
  | 'cancel_late_with_refund'
  | 'cancel_paid_request'
  | 'release_provider'
  | 'decline_job'
  | 'drop_job'
  | 'cancel_no_provider'
  | 'confirm_gone_on_arrival'
  | 'close_gone_on_arrival'
  | 'assign_provider'
  | 'accept_job_offer'
  | 'regenerate_links'
  | 'reassign_provider'
  | 'start_job'
  | 'mark_arrived'
  | 'start_service'
  | 'complete_job'
  | 'rate_service';

/** The facts of a request the lifecycle decides on. */
export interface LifecycleState {
  status: string;
  negotiationRound: number | null;
  adminPriceCents: number | null;
  customerCounterOfferCents: number | null;
  adminCounterOfferCents: number | null;
  finalPriceCents: number | null;
  paymentStatus: string | null;
  depositPaid: boolean;
  hasProvider: boolean;
  /** The customer's pickup coordinates are known (shared from the device or entered). */
  hasLocation: boolean;
  customerTrackingId: string | null;
  providerJobId: string | null;
  customerRating: number | null;
  /** The provider's predicted arrival is past the promise: the customer may cancel with a full refund. */
  runningLate: boolean;
  /** A business account's job: billed on the account's invoice, with no deposit. */
  onAccount: boolean;
}

export type TransitionRefusal =
  | 'illegal_transition'
  | 'wrong_actor'
  | 'counter_offer_already_used'
  | 'no_counter_offer'
  | 'no_final_offer'
  | 'no_admin_price'
  | 'payment_not_received'
  | 'provider_already_assigned'
  | 'no_provider'
  | 'links_present'
  | 'already_rated'
  | 'already_paid'
  | 'location_required'
  | 'not_running_late'
  | 'not_on_account';

export type GuardRefusal = Exclude<TransitionRefusal, 'illegal_transition' | 'wrong_actor'>;

export type TransitionResult =
  | { ok: true; status: RequestStatus; negotiationRound?: number }
  | { ok: false; refusal: TransitionRefusal; message: string };

export type Refusal = Extract<TransitionResult, { ok: false }>;
export type Guard = (state: LifecycleState) => Refusal | null;
