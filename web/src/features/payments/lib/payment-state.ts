import type { CustomerRequestView } from '@contracts/request-views';

/** The server's start_checkout guard: the pickup coordinates are known. */
export const hasSharedLocation = (request: Pick<CustomerRequestView, 'customerLat' | 'customerLng'>): boolean =>
  request.customerLat != null && request.customerLng != null;

/** Statuses in which the deposit can still be paid (lifecycle: start_checkout). */
const PAYABLE_STATUSES = new Set(['approved', 'customer_accepted', 'payment_pending']);

export const isAwaitingDeposit = (request: Pick<CustomerRequestView, 'status' | 'depositPaid' | 'finalPriceCents'>): boolean =>
  !request.depositPaid && request.finalPriceCents != null && PAYABLE_STATUSES.has(request.status);
