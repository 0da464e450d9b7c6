import type { Actor, GuardRefusal, RequestAction } from './lifecycle-types';
import { statusLabel } from './request-status';

export const REFUSAL_MESSAGES: Record<GuardRefusal, string> = {
  counter_offer_already_used: 'You can only make one counter-offer per request.',
  no_counter_offer: 'There is no customer counter-offer awaiting a decision.',
  no_final_offer: 'There is no final offer to respond to.',
  no_admin_price: 'This request has not been priced yet.',
  payment_not_received: 'The deposit has not been paid yet, so a provider cannot be assigned.',
  provider_already_assigned: 'A provider is already assigned to this request.',
  no_provider: 'No provider is assigned to this request yet.',
  links_present: 'The tracking and job links already exist for this request.',
  already_rated: 'This service has already been rated.',
  already_paid: 'The deposit for this request has already been paid.',
  location_required: 'Location sharing is required before payment',
  not_running_late: 'Your provider is not running late, so there is nothing to choose.',
  not_on_account: 'This request is not a business account job: price it and send the customer the offer instead.',
};

export const STILL_REVIEWING_COUNTER_OFFER = 'The dispatcher is still reviewing your counter-offer.';

const ACTOR_NAMES: Record<Actor, string> = {
  customer: 'customer',
  admin: 'dispatcher',
  provider: 'provider',
  system: 'payment processor',
};

type Wording = { subject: string; participle: string; verb: string };

const ACTION_WORDING: Record<RequestAction, Wording> = {
  set_price: { subject: 'it', participle: 'priced', verb: 'set the price' },
  price_on_account: { subject: 'it', participle: 'priced', verb: 'set the price' },
  accept_offer: { subject: 'the offer', participle: 'accepted', verb: 'accept the offer' },
  counter_offer: { subject: 'the offer', participle: 'countered', verb: 'make a counter-offer' },
  accept_counter: { subject: 'the counter-offer', participle: 'accepted', verb: 'accept a counter-offer' },
  reject_counter: { subject: 'the counter-offer', participle: 'rejected', verb: 'reject a counter-offer' },
  final_counter: { subject: 'a final offer', participle: 'made', verb: 'make a final offer' },
  reject_final_offer: { subject: 'the final offer', participle: 'rejected', verb: 'reject the final offer' },
  create_payment_link: { subject: 'a payment link', participle: 'created', verb: 'create a payment link' },
  start_checkout: { subject: 'the deposit', participle: 'paid', verb: 'pay the deposit' },
  complete_payment: { subject: 'payment', participle: 'recorded', verb: 'record a payment' },
  refund_deposit: { subject: 'the deposit', participle: 'refunded', verb: 'refund the deposit' },
  cancel_request: { subject: 'it', participle: 'cancelled', verb: 'cancel the request' },
  cancel_late_with_refund: { subject: 'it', participle: 'cancelled', verb: 'cancel the late job and have the deposit refunded' },
  cancel_paid_request: { subject: 'it', participle: 'cancelled', verb: 'cancel their paid request' },
  release_provider: { subject: 'the provider', participle: 'released', verb: 'release the provider' },
  decline_job: { subject: 'the job', participle: 'turned down', verb: 'turn the job down' },
  drop_job: { subject: 'the job', participle: 'dropped', verb: 'drop the job' },
  cancel_no_provider: { subject: 'it', participle: 'cancelled', verb: 'cancel the request because no provider took it' },
  confirm_gone_on_arrival: { subject: 'it', participle: 'closed as gone on arrival', verb: 'confirm gone on arrival' },
  close_gone_on_arrival: { subject: 'it', participle: 'closed as gone on arrival', verb: 'close the request as gone on arrival' },
  assign_provider: { subject: 'a provider', participle: 'assigned', verb: 'assign a provider' },
  accept_job_offer: { subject: 'the job', participle: 'taken', verb: 'accept a job offer' },
  regenerate_links: { subject: 'the links', participle: 'regenerated', verb: 'regenerate the links' },
  reassign_provider: { subject: 'the provider', participle: 'changed', verb: 'reassign the provider' },
  start_job: { subject: 'the job', participle: 'started', verb: 'start the job' },
  mark_arrived: { subject: 'the provider', participle: 'marked as arrived', verb: 'mark the provider as arrived' },
  start_service: { subject: 'the service', participle: 'started', verb: 'start the service' },
  complete_job: { subject: 'the job', participle: 'completed', verb: 'complete the job' },
  rate_service: { subject: 'the service', participle: 'rated', verb: 'rate the service' },
};

export function illegalTransitionMessage(action: RequestAction, status: string, tooEarly: boolean): string {
  const { subject, participle } = ACTION_WORDING[action];
  const outcome = tooEarly ? `can't be ${participle} yet` : `can no longer be ${participle}`;
  return `This request is ${statusLabel(status)}; ${subject} ${outcome}.`;
}

export function wrongActorMessage(action: RequestAction, allowed: Actor): string {
  return `Only the ${ACTOR_NAMES[allowed]} can ${ACTION_WORDING[action].verb}.`;
}
