/**
 * Every status with how far along the journey it stands. Legacy aliases share the rank of the
 * status the system writes today; cancelled ranks last so that nothing counts as "not yet" there.
 */
const STATUS_RANKS = {
  pending_admin_review: 10,
  admin_priced: 20,
  pending_customer_response: 20,
  negotiating: 30,
  approved: 40,
  customer_accepted: 40,
  payment_pending: 50,
  payment_completed: 60,
  deposit_paid: 60,
  assigned: 70,
  provider_assigned: 70,
  en_route: 80,
  arrived: 90,
  in_progress: 100,
  completed: 110,
  cancelled: 120,
} as const;

export type RequestStatus = keyof typeof STATUS_RANKS;

/** What the system writes of a request's payment; `completed` is the spec's legacy value it only reads. */
export const PAYMENT_STATUSES = ['upfront_paid', 'refunded', 'completed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REQUEST_STATUSES = Object.keys(STATUS_RANKS) as readonly RequestStatus[];

export const ACTIVE_PROVIDER_STATUSES = [
  'assigned',
  'provider_assigned',
  'en_route',
  'arrived',
  'in_progress',
] as const satisfies readonly RequestStatus[];

/** A provider in one of these is driving to, or working at, that job: they can start no other. */
export const ON_A_TRIP_STATUSES = ['en_route', 'arrived', 'in_progress'] as const satisfies readonly RequestStatus[];

/** A promised arrival is watched while the provider has the job and has not arrived. */
export const AWAITING_ARRIVAL_STATUSES = ['assigned', 'provider_assigned', 'en_route'] as const satisfies readonly RequestStatus[];

export const PROVIDER_VISIBLE_STATUSES = [
  ...ACTIVE_PROVIDER_STATUSES,
  'completed',
] as const satisfies readonly RequestStatus[];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && Object.hasOwn(STATUS_RANKS, value);
}

/** Completed or cancelled: nothing more happens to the request and nobody waits on it. */
export function isClosed(status: string): boolean {
  return status === 'completed' || status === 'cancelled';
}

/** The status's rank, or null for a status this system does not know. */
export function statusRank(status: string): number | null {
  return isRequestStatus(status) ? STATUS_RANKS[status] : null;
}

type StatusCopy = { title: string; description: string; label: string };

const PAY_DEPOSIT = 'Pay the deposit to confirm your service.';
const ASSIGNING = 'We are assigning a provider now.';

const STATUS_COPY: Record<RequestStatus, StatusCopy> = {
  pending_admin_review: {
    label: 'Pending Review',
    title: 'Request Received',
    description: 'A dispatcher is reviewing your request and will send you a price shortly.',
  },
  admin_priced: {
    label: 'Priced',
    title: 'Price Offer Ready',
    description: 'Your price is ready. Review the offer below to accept it or make a counter-offer.',
  },
  pending_customer_response: {
    label: 'Awaiting Response',
    title: 'Awaiting Your Response',
    description: 'We have sent you a price. Review the offer below to accept it or make a counter-offer.',
  },
  negotiating: {
    label: 'Negotiating',
    title: 'Negotiating Price',
    description: 'We are working out a fair price with you. See the negotiation details below.',
  },
  approved: {
    label: 'Approved',
    title: 'Price Approved',
    description: `Your price is agreed. ${PAY_DEPOSIT}`,
  },
  customer_accepted: {
    label: 'Accepted',
    title: 'Offer Accepted',
    description: `You accepted the offer. ${PAY_DEPOSIT}`,
  },
  payment_pending: {
    label: 'Payment Pending',
    title: 'Awaiting Payment',
    description: `Your payment link is ready. ${PAY_DEPOSIT}`,
  },
  payment_completed: {
    label: 'Payment Completed',
    title: 'Payment Received',
    description: `Thank you, your payment is confirmed. ${ASSIGNING}`,
  },
  deposit_paid: {
    label: 'Deposit Paid',
    title: 'Deposit Paid',
    description: `Thank you, your deposit is confirmed. ${ASSIGNING}`,
  },
  assigned: {
    label: 'Assigned',
    title: 'Provider Assigned',
    description: 'A provider has been assigned to your request and will head your way shortly.',
  },
  provider_assigned: {
    label: 'Provider Assigned',
    title: 'Provider Assigned',
    description: 'A provider has been assigned to your request and will head your way shortly.',
  },
  en_route: {
    label: 'En Route',
    title: 'Provider En Route',
    description: 'Your provider is on the way. You can follow their location on the map.',
  },
  arrived: {
    label: 'Arrived',
    title: 'Provider Arrived',
    description: 'Your provider has arrived at your location.',
  },
  in_progress: {
    label: 'In Progress',
    title: 'Service In Progress',
    description: 'Your provider is working on your vehicle now.',
  },
  completed: {
    label: 'Completed',
    title: 'Service Completed',
    description: 'Your service is complete. Thank you for choosing us; please rate your experience.',
  },
  cancelled: {
    label: 'Cancelled',
    title: 'Request Cancelled',
    description: 'This request has been cancelled. Contact us if you still need help.',
  },
};

// Spec §2: an unknown status is shown with only its first underscore replaced.
const fallbackText = (status: string): string => status.replace('_', ' ');

export function statusDisplay(status: string): { title: string; description: string } {
  if (!isRequestStatus(status)) return { title: 'Unknown Status', description: fallbackText(status) };
  const { title, description } = STATUS_COPY[status];
  return { title, description };
}

const RATED_THANKS = 'Thank you for rating this service.';

/** What the customer is told of their request: a completed job stops asking for a rating once rated. */
export function customerStatusDisplay(status: string, customerRating: number | null): { title: string; description: string } {
  const display = statusDisplay(status);
  return status === 'completed' && customerRating != null ? { title: display.title, description: RATED_THANKS } : display;
}

export function statusLabel(status: string): string {
  return isRequestStatus(status) ? STATUS_COPY[status].label : fallbackText(status);
}
