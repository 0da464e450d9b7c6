import { formatUsd } from '@domain/money';
import { BadgeCheckIcon } from '@/components/ui/icons';
import { formatDateTime } from '@/lib/display-format';

type DepositPaidNoticeProps = { depositCents: number; paidAt: string | null };

export function DepositPaidNotice({ depositCents, paidAt }: DepositPaidNoticeProps) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
      <BadgeCheckIcon className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="font-semibold">Deposit Paid</p>
        <p className="text-sm">
          Your deposit of {formatUsd(depositCents)} was paid
          {paidAt && (
            <>
              {' '}on <time dateTime={paidAt}>{formatDateTime(paidAt)}</time>
            </>
          )}
          . We are dispatching a provider; follow them on your tracking page.
        </p>
      </div>
    </div>
  );
}
