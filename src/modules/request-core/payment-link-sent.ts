import type { CustomerRequest } from './entities/customer-request.entity';

/** The customer was texted their payment page: the dispatcher's card shows the link as sent, with its time. */
export function markPaymentLinkSent(request: CustomerRequest, at: Date): void {
  request.paymentLinkId = request.customerTrackingId;
  request.paymentLinkSentAt = at;
}
