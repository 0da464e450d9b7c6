import type { RequestRecord } from './request-record';

type Unaccepted = Pick<RequestRecord, 'status'> & { provider: unknown };

/** Paid, and no provider has it: the customer is waiting for someone to accept. */
export function stillUnaccepted(request: Unaccepted): boolean {
  return request.provider === null && (request.status === 'deposit_paid' || request.status === 'payment_completed');
}

/** The customer may take their refund: asked (no provider in time), and nobody has taken the job since; a WAIT does not give it up. */
export function noProviderRefundOpen(request: Unaccepted & Pick<RequestRecord, 'noProviderAskedAt'>): boolean {
  return request.noProviderAskedAt !== null && stillUnaccepted(request);
}
