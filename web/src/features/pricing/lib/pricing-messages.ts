import { formatUsd } from '@domain/money';
import type { TitledMessage } from '@/i18n/messages';

export type ToastText = { title: string; description: string };

/**
 * Spec §5 and §8, the customer's side (tracking page), as message ids. `counterOfferSent` and
 * `offerAccepted` take the amount as `{amount}`.
 */
export const OFFER_MESSAGES = {
  invalidCounterOffer: { title: 'tracking.offer.invalidAmount.title', description: 'tracking.offer.invalidAmount.description' },
  counterOfferSent: { title: 'tracking.offer.counterOfferSent.title', description: 'tracking.offer.counterOfferSent.description' },
  counterOfferFailed: { title: 'tracking.offer.error.title', description: 'tracking.offer.counterOfferFailed' },
  agreementRequired: { title: 'tracking.offer.agreementRequired.title', description: 'tracking.offer.agreementRequired.description' },
  offerAccepted: { title: 'tracking.offer.accepted.title', description: 'tracking.offer.accepted.description' },
  acceptFailed: { title: 'tracking.offer.error.title', description: 'tracking.offer.acceptFailed' },
  offerRejected: { title: 'tracking.offer.rejected.title', description: 'tracking.offer.rejected.description' },
  rejectFailed: { title: 'tracking.offer.error.title', description: 'tracking.offer.rejectFailed' },
} as const satisfies Record<string, TitledMessage>;

/** Spec §5 and §8, the admin's side, verbatim (the admin screens stay English). */
export const PRICING_MESSAGES = {
  invalidPrice: { title: 'Invalid Price', description: 'Please enter a valid price' },
  priceSet: (cents: number): ToastText => ({ title: 'Success', description: `Price set to ${formatUsd(cents)}` }),
  setPriceFailed: { title: 'Error', description: 'Failed to set price' },
  invalidFinalOffer: { title: 'Invalid Amount', description: 'Please enter a valid counter-offer amount' },
  counterAccepted: { title: 'Success', description: 'Counter-offer accepted' },
  counterRejected: { title: 'Success', description: 'Counter-offer rejected and request cancelled' },
  finalOfferSent: { title: 'Success', description: 'Final offer sent' },
  finalOfferFailed: { title: 'Error', description: 'Failed to send final offer' },
  decisionFailed: { title: 'Error', description: 'Failed to update the counter-offer' },
} as const;

/** Spec §4: after rejecting the final offer the customer goes home after 2 seconds. */
export const REJECTION_REDIRECT_MS = 2000;
