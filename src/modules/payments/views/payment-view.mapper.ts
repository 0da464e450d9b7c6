import { iso } from '../../../common/time/iso';
import type { CheckoutSessionStatus, PaymentView } from '../../../contracts/payment-views';
import type { Payment } from '../entities/payment.entity';

export function toPaymentView(payment: Payment, dashboardUrl: string | null): PaymentView {
  return {
    id: payment.id,
    checkoutSessionId: payment.checkoutSessionId,
    amountCents: payment.amountCents,
    currency: payment.currency,
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
    paidAt: iso(payment.paidAt),
    refundedAt: iso(payment.refundedAt),
    dashboardUrl,
  };
}

/** What the success page polls: paid once recorded, failed once the session ended unpaid. */
export function toSessionStatus(payment: Payment, trackingId: string | null): CheckoutSessionStatus {
  const status = payment.status === 'paid' || payment.status === 'refunded' ? 'paid' : payment.status === 'open' ? 'processing' : 'failed';
  return { status, trackingId, requestId: payment.request.id };
}
