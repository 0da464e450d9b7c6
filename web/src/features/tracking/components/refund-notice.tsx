import type { CustomerRequestView } from '@contracts/request-views';
import { formatUsd } from '@domain/money';
import { useIntl } from 'react-intl';
import { BadgeCheckIcon } from '@/components/ui/icons';

/** Under a cancelled request's banner: the deposit came back, so the customer need not call to ask. */
export function RefundNotice({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  if (request.status !== 'cancelled' || request.paymentStatus !== 'refunded') return null;
  const amount = request.depositAmountCents;

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
