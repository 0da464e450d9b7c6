import { formatUsd } from '@domain/money';

export type ToastText = { title: string; description: string };

/** Spec §5 and §8, verbatim. */
export const PRICING_MESSAGES = {
  invalidCounterOffer: { title: 'Invalid Amount', description: 'Please enter a valid counter-offer amount.' },
  counterOfferSent: (cents: number): ToastText => ({
    title: 'Counter-Offer Sent',
    description: `Your counter-offer of ${formatUsd(cents)} has been sent to the admin.`,
  }),
  counterOfferFailed: { title: 'Error', description: 'Failed to send counter-offer' },
  agreementRequired: { title: 'Agreement Required', description: 'You must accept the terms to proceed with the offer.' },
  offerAccepted: (cents: number): ToastText => ({
    title: 'Offer Accepted',
    description: `You've accepted the price of ${formatUsd(cents)}. Redirecting to payment...`,
  }),
  acceptFailed: { title: 'Error', description: 'Failed to accept offer' },
  offerRejected: { title: 'Offer Rejected', description: 'Request has been cancelled. Redirecting to home page...' },
  rejectFailed: { title: 'Error', description: 'Failed to reject offer' },

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
