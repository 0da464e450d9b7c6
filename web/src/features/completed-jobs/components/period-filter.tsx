import type { CompletedPeriod, CompletedPeriodQuery } from '@contracts/completed-views';
import { useId } from 'react';
import { Input, Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { PERIOD_LABELS } from '../lib/period';

type PeriodFilterProps = { value: CompletedPeriodQuery; onChange: (next: CompletedPeriodQuery) => void };

/** This Week (from Monday), This Month, or a custom range of days (America/Chicago). */
export function PeriodFilter({ value, onChange }: PeriodFilterProps) {
  const fromId = useId();
  const toId = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="radiogroup" aria-label="Period" className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {(Object.keys(PERIOD_LABELS) as CompletedPeriod[]).map((period) => (
          <button
            key={period}
            type="button"
            role="radio"
            aria-checked={value.period === period}
            onClick={() => onChange(period === 'custom' ? { period, from: value.from, to: value.to } : { period })}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600',
              value.period === period && 'bg-white text-brand-800 shadow-sm',
            )}
          >
            {PERIOD_LABELS[period]}
          </button>
        ))}
      </div>
      {value.period === 'custom' && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <Label htmlFor={fromId}>From</Label>
            <Input id={fromId} type="date" className="h-10 w-40" value={value.from ?? ''} max={value.to} onChange={(e) => onChange({ ...value, from: e.target.value })} />
          </div>
          <div className="space-y-1">
            <Label htmlFor={toId}>To</Label>
            <Input id={toId} type="date" className="h-10 w-40" value={value.to ?? ''} min={value.from} onChange={(e) => onChange({ ...value, to: e.target.value })} />
          </div>
        </div>
      )}
    </div>
  );
}
