import type { RequestRecord } from '../../domain/request-record';

/** The customer was texted their payment page: the dispatcher's card shows the link as sent, with its time. */
export function markPaymentLinkSent(request: RequestRecord, at: Date): void {
  request.paymentLinkId = request.customerTrackingId;
  request.paymentLinkSentAt = at;
}
