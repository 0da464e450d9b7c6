import { formatUsd, formatUsdWhole } from '@domain/money';
import { withinCreditLimit } from '@domain/business-accounts';
import { cn } from '@/lib/cn';
import { limitUsedPercent } from '../lib/account-words';

/** This month's charges against the limit, in words and as a bar; at the limit new jobs are refused. */
export function MonthCharges({ monthChargesCents, creditLimitCents }: { monthChargesCents: number; creditLimitCents: number }) {
  const used = limitUsedPercent(monthChargesCents, creditLimitCents);
  const open = withinCreditLimit(monthChargesCents, creditLimitCents);
  return (
    <div className="min-w-40">
      <p className="text-sm text-slate-900">
        <span className="font-semibold">{formatUsd(monthChargesCents)}</span> <span className="text-slate-600">of {formatUsdWhole(creditLimitCents)}</span>
      </p>
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={used}
        aria-label="Credit limit used this month"
        className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div className={cn('h-full rounded-full', !open ? 'bg-red-600' : used >= 80 ? 'bg-amber-500' : 'bg-brand-700')} style={{ width: `${used}%` }} />
      </div>
      {!open && <p className="mt-1 text-xs font-medium text-red-700">Limit reached: new jobs are refused</p>}
    </div>
  );
}
