import type { CustomerRequestView } from '@contracts/request-views';
import { BUSINESS_TIME_ZONE } from '@domain/business-time';
import { formatUsd } from '@domain/money';
import { useIntl } from 'react-intl';
import { BadgeCheckIcon, ReceiptIcon } from '@/components/ui/icons';

/**
 * Under a cancelled request's banner: the deposit came back, or what was kept and why (the receipt of
 * the fee, with the gone-on-arrival proof's times), so the customer need not call to ask.
 */
export function CancelledNotice({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  if (request.status !== 'cancelled') return null;
  if (request.paymentStatus === 'refunded') return <RefundNotice amount={request.depositAmountCents} />;
  const fee = request.cancelled?.feeCents;
  if (!fee) return null;
  const clock = (iso: string) => intl.formatTime(iso, { timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
  const goneOnArrival = request.cancelled?.cause === 'gone_on_arrival';

  return (
    <section aria-labelledby="fee-receipt-title" className="flex items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 text-slate-900">
      <ReceiptIcon className="mt-0.5 size-6 shrink-0 text-slate-600" />
      <div className="space-y-1">
        <h2 id="fee-receipt-title" className="font-semibold">
          {intl.formatMessage({ id: 'tracking.feeReceipt.title' })}
        </h2>
        {goneOnArrival && request.arrival.arrivedAt && request.cancelled?.notHereReportedAt && (
          <p className="text-sm">
            {intl.formatMessage(
              { id: 'tracking.feeReceipt.goneOnArrival' },
              { arrived: clock(request.arrival.arrivedAt), reported: clock(request.cancelled.notHereReportedAt) },
            )}
          </p>
        )}
        <p className="text-sm">{intl.formatMessage({ id: 'tracking.feeReceipt.fee' }, { fee: formatUsd(fee) })}</p>
      </div>
    </section>
  );
}

function RefundNotice({ amount }: { amount: number | null }) {
  const intl = useIntl();
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
      <BadgeCheckIcon className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="font-semibold">{intl.formatMessage({ id: 'tracking.refund.title' })}</p>
        <p className="text-sm">
          {amount != null
            ? intl.formatMessage({ id: 'tracking.refund.description' }, { amount: formatUsd(amount) })
            : intl.formatMessage({ id: 'tracking.refund.descriptionNoAmount' })}
        </p>
      </div>
    </div>
  );
}
