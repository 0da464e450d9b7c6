import type { OfferChangedEvent } from '@contracts/socket-events';
import { toast } from '@/lib/toast';

/** The dispatcher's titles for offers (admin screens stay English). */
export const OFFER_TITLES = {
  sent: 'Offer Sent',
  accepted: 'Offer Accepted',
  declined: 'Offer Declined',
  expired: 'Offer Expired',
  noEligible: 'No Eligible Providers',
  notSent: 'Offer Not Sent',
} as const;

export const EXHAUSTED_TEXT = 'No provider accepted: assign manually';

/** The live alerts stay up as long as the board's other alerts. */
const ALERT_TOAST_MS = 8000;

const names = new Intl.ListFormat('en', { type: 'conjunction' });

export function showOffersSentToast(providerNames: string[]): void {
  const description =
    providerNames.length === 0
      ? 'The offer went out by text.'
      : providerNames.length === 1
        ? `Offered to ${providerNames[0]}; waiting for their answer.`
        : `Offered to ${names.format(providerNames)}; the first to accept gets the job.`;
  toast.success(OFFER_TITLES.sent, { description });
}

/** One toast per offer and outcome, however many tabs or replays deliver the event. */
export function showOfferChangeToast(event: OfferChangedEvent): void {
  const id = `offer:${event.offerId}:${event.status}`;
  const options = { id, duration: ALERT_TOAST_MS };
  switch (event.status) {
    case 'open':
      // The dispatcher's own sends are announced by their button; the cascade's come only from here.
      if (event.source === 'auto') toast.info(OFFER_TITLES.sent, { ...options, description: `Auto-dispatch offered job ${event.jobNumber} to ${event.providerName}.` });
      return;
    case 'accepted': {
      const eta = event.etaMinutes === null ? '' : `, arriving in about ${event.etaMinutes} min`;
      toast.success(OFFER_TITLES.accepted, { ...options, description: `${event.providerName} took job ${event.jobNumber}${eta}.` });
      return;
    }
    case 'declined': {
      const reason = event.declineReason ? `: “${event.declineReason}”` : '.';
      toast.warning(OFFER_TITLES.declined, { ...options, description: `${event.providerName} declined job ${event.jobNumber}${reason}` });
      return;
    }
    case 'expired':
      toast.warning(OFFER_TITLES.expired, { ...options, description: `${event.providerName} did not answer job ${event.jobNumber} in time.` });
      return;
    case 'withdrawn':
      return;
  }
}

export function showExhaustedToast(requestId: string): void {
  toast.error(OFFER_TITLES.noEligible, { id: `auto-dispatch:${requestId}:exhausted`, duration: ALERT_TOAST_MS, description: EXHAUSTED_TEXT });
}
