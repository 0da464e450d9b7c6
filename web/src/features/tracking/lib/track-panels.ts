import { ACTIVE_PROVIDER_STATUSES, PROVIDER_VISIBLE_STATUSES } from '@domain/request-status';
import type { CustomerRequestView } from '@contracts/request-views';
import { isAwaitingArrival } from '@/lib/arrival-state';

/** The tracking page's conditional panels (spec §2), in page order. */
export const TRACK_PANELS = [
  'notHere',
  'priceOffer',
  'negotiation',
  'approvedPayment',
  'noProvider',
  'arrivalCode',
  'arrival',
  'extras',
  'providerInfo',
  'liveMap',
  'rating',
  'photos',
  'cancel',
] as const;
export type TrackPanelName = (typeof TRACK_PANELS)[number];

const isOneOf = (status: string, statuses: readonly string[]): boolean => statuses.includes(status);

/** The promised arrival while the provider is on the way to it, and when they got there once they have. */
function showsArrival({ status, arrival }: CustomerRequestView): boolean {
  if (arrival.promisedAt === null) return false;
  return isAwaitingArrival(status) ? arrival.arrivedAt === null : status === 'arrived' && arrival.arrivedAt !== null;
}

const SHOWN_WHEN: Record<TrackPanelName, (request: CustomerRequestView) => boolean> = {
  // First on the page: the provider at the pickup cannot find the customer, and the request closes without an answer.
  notHere: (r) => r.notHere !== null,
  priceOffer: (r) => isOneOf(r.status, ['admin_priced', 'pending_customer_response']) && r.adminPriceCents != null,
  negotiation: (r) => r.status === 'negotiating',
  approvedPayment: (r) => isOneOf(r.status, ['approved', 'customer_accepted']),
  noProvider: (r) => r.noProvider !== null,
  // The server gives the code only while the provider is on the way and arrival is not yet verified.
  arrivalCode: (r) => r.arrivalCode != null,
  arrival: showsArrival,
  // Proposed at the car; the panel itself stays empty until there is one.
  extras: (r) => isOneOf(r.status, ['arrived', 'in_progress', 'completed']),
  providerInfo: (r) => isOneOf(r.status, PROVIDER_VISIBLE_STATUSES) && Boolean(r.provider?.name),
  liveMap: (r) => isOneOf(r.status, ACTIVE_PROVIDER_STATUSES),
  rating: (r) => r.status === 'completed' && r.customerRating == null,
  // Photos are taken at the car; the panel itself stays empty until there is one.
  photos: (r) => isOneOf(r.status, ['arrived', 'in_progress', 'completed']),
  // Last on the page, at every step before service; a late provider's or a missing one's own choice (a full refund) takes its place.
  cancel: (r) => r.cancellation !== null && r.noProvider === null && !(r.arrival.runningLateSince !== null && r.arrival.lateChoice === null),
};

export function visibleTrackPanels(request: CustomerRequestView): TrackPanelName[] {
  return TRACK_PANELS.filter((panel) => SHOWN_WHEN[panel](request));
}
