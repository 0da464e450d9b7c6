import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn';
import { formatUsd } from '@domain/money';
import type { PriceSplit } from '../lib/price-split';

type PriceBreakdownProps = { split: PriceSplit; showTotal?: boolean; className?: string };

/** How a price divides between the card deposit now and the provider on site. */
export function PriceBreakdown({ split, showTotal = false, className }: PriceBreakdownProps) {
  const intl = useIntl();
  const usd = (cents: number) => formatUsd(cents);
  return (
    <dl className={cn('divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm', className)}>
      {showTotal && <Row term={intl.formatMessage({ id: 'tracking.offer.breakdown.total' })} value={usd(split.totalCents)} strong />}
      <Row
        term={intl.formatMessage({ id: 'tracking.offer.breakdown.deposit' }, { percent: split.depositPercent })}
        value={usd(split.depositCents)}
        strong={!showTotal}
      />
      <Row
        term={intl.formatMessage({ id: 'tracking.offer.breakdown.onSite' }, { percent: 100 - split.depositPercent })}
        value={usd(split.onSiteCents)}
      />
    </dl>
  );
}

function Row({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 px-4 py-3">
      <dt className="text-slate-700">{term}</dt>
      <dd className={cn('text-right tabular-nums', strong ? 'font-semibold text-slate-900' : 'text-slate-900')}>{value}</dd>
    </div>
  );
}
