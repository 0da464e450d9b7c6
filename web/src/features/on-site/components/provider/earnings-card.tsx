import type { ProviderJobView } from '@contracts/provider-views';
import { PLATFORM_FEE_PERCENT, formatUsd } from '@domain/money';
import { useIntl } from 'react-intl';
import { CardSection } from '@/components/ui/card';
import { CardIcon, DollarIcon } from '@/components/ui/icons';

/**
 * What the provider earns: 85% of the final price after the platform's 15% fee, collected on site; or,
 * for a provider who takes the balance by card, paid by the customer from our text, with nothing to
 * collect at the car. A cancelled job earns nothing, so it has none.
 */
export function EarningsCard({ job }: { job: ProviderJobView }) {
  const intl = useIntl();
  if (job.status === 'cancelled') return null;
  if (job.finalPriceCents == null || job.payoutCents == null || job.platformFeeCents == null) return null;
  const byCard = job.balanceMethod === 'card';
  const split = { payout: 100 - PLATFORM_FEE_PERCENT, fee: PLATFORM_FEE_PERCENT };
  return (
    <CardSection title={intl.formatMessage({ id: 'provider.earnings.title' })} icon={<DollarIcon className="size-5 text-emerald-700" />}>
      <p className="text-3xl font-bold text-emerald-800 tabular-nums">{formatUsd(job.payoutCents)}</p>
      <p className="mt-1 text-sm text-slate-700">
        {byCard ? intl.formatMessage({ id: 'provider.earnings.splitByCard' }, split) : intl.formatMessage({ id: 'provider.earnings.split' }, split)}
      </p>
      {byCard && (
        <p className="mt-3 flex gap-2 rounded-lg bg-sky-50 px-3 py-2 text-base font-medium text-sky-900">
          <CardIcon className="mt-0.5 size-5 shrink-0" />
          <span>
            {intl.formatMessage(
              { id: job.status === 'completed' ? 'provider.earnings.byCardTexted' : 'provider.earnings.byCard' },
              { amount: formatUsd(job.payoutCents) },
            )}
          </span>
        </p>
      )}
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
