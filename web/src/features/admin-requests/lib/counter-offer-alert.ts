import { toast } from '@/lib/toast';

/** Same as the new-request alerts (spec §9). */
const ALERT_TOAST_MS = 8000;

/** Per tab, not per page: moving between admin pages must not announce the same counter-offer twice. */
const announced = new Set<string>();

/**
 * A change to 'negotiating' from any other status is the customer's counter-offer. One from
 * 'negotiating' itself is the admin's final offer, and a repeat of an id and status is old news.
 */
export function isNewCounterOffer(id: string, status: string, previousStatus: string | undefined): boolean {
  if (status !== 'negotiating') return false;
  const key = `${id}:${status}`;
  if (announced.has(key)) return false;
  announced.add(key);
  return previousStatus !== 'negotiating';
}

export function showCounterOfferToast(id: string, code: string, open?: () => void): void {
  toast.info('Counter-Offer Received', {
    id: `counter-offer:${id}`,
    description: `Request ${code} has a counter-offer waiting for your decision.`,
    duration: ALERT_TOAST_MS,
    action: open ? { label: 'Open Request', onClick: open } : undefined,
  });
}
