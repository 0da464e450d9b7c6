import type { ProviderJobView } from '@contracts/provider-views';
import { PLATFORM_FEE_PERCENT, formatUsd } from '@domain/money';
import { useIntl } from 'react-intl';
import { CardSection } from '@/components/ui/card';
import { DollarIcon } from '@/components/ui/icons';

/** What the provider earns: 85% of the final price after the platform's 15% fee, collected on site. A cancelled job earns nothing, so it has none. */
export function EarningsCard({ job }: { job: ProviderJobView }) {
  const intl = useIntl();
  if (job.status === 'cancelled') return null;
  if (job.finalPriceCents == null || job.payoutCents == null || job.platformFeeCents == null) return null;
  return (
    <CardSection title={intl.formatMessage({ id: 'provider.earnings.title' })} icon={<DollarIcon className="size-5 text-emerald-700" />}>
      <p className="text-3xl font-bold text-emerald-800 tabular-nums">{formatUsd(job.payoutCents)}</p>
      <p className="mt-1 text-sm text-slate-700">
        {intl.formatMessage({ id: 'provider.earnings.split' }, { payout: 100 - PLATFORM_FEE_PERCENT, fee: PLATFORM_FEE_PERCENT })}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4 text-sm">
        <div>
          <dt className="text-slate-600">{intl.formatMessage({ id: 'provider.earnings.finalPrice' })}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(job.finalPriceCents)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{intl.formatMessage({ id: 'provider.earnings.platformFee' })}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(job.platformFeeCents)}</dd>
        </div>
      </dl>
    </CardSection>
  );
}
