import type { OfferPageState } from '@contracts/offer-views';
import type { OfferWithdrawal } from '@domain/offer-window';
import type { MessageId, TitledMessage } from '@/i18n/messages';

export type ClosedOfferState = Exclude<OfferPageState, 'open'>;

/** What the offer page says once the offer can no longer be answered, in the spec's words. */
export const OFFER_STATE_MESSAGES = {
  accepted: { title: 'offer.state.accepted.title', description: 'offer.state.accepted.description' },
  declined: { title: 'offer.state.declined.title', description: 'offer.state.declined.description' },
  expired: { title: 'offer.state.expired.title', description: 'offer.state.expired.description' },
  taken: { title: 'offer.state.taken.title', description: 'offer.state.taken.description' },
  withdrawn: { title: 'offer.state.withdrawn.title', description: 'offer.state.withdrawn.description' },
} as const satisfies Record<ClosedOfferState, TitledMessage>;

/** Why a withdrawn offer closed for its provider; the state's own description stands in until the page knows. */
export const OFFER_WITHDRAWN_MESSAGES = {
  on_another_job: 'offer.state.withdrawn.onAnotherJob',
  off_duty: 'offer.state.withdrawn.offDuty',
  paused: 'offer.state.withdrawn.paused',
  suspended: 'offer.state.withdrawn.suspended',
} as const satisfies Record<OfferWithdrawal, MessageId>;

export const OFFER_PROBLEM_MESSAGES = {
  notFound: { title: 'offer.state.notFound.title', description: 'offer.state.notFound.description' },
  loadFailed: { title: 'offer.state.loadFailed.title', description: 'offer.state.loadFailed.description' },
  answerFailed: { title: 'offer.toast.failed.title', description: 'offer.toast.failed.description' },
} as const satisfies Record<string, TitledMessage>;
