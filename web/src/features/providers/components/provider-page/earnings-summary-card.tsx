import type { ProviderPageView } from '@contracts/offer-views';
import { PLATFORM_FEE_PERCENT, formatUsd } from '@domain/money';
import { useIntl } from 'react-intl';
import { CardSection } from '@/components/ui/card';
import { DollarIcon } from '@/components/ui/icons';

/**
 * What the provider earned this week and this month: their share of each completed job's price, the
 * trip fees credited for jobs cancelled after they set off, and the tips customers added by card; trip
 * fees and tips are named apart when there are any.
 */
export function EarningsSummaryCard({ earnings }: { earnings: ProviderPageView['earnings'] }) {
  const intl = useIntl();
  const figures = [
    {
      term: intl.formatMessage({ id: 'providerPage.earnings.week' }),
      cents: earnings.weekCents,
      tripFeesCents: earnings.tripFeesWeekCents,
      tipsCents: earnings.tipsWeekCents,
    },
    {
      term: intl.formatMessage({ id: 'providerPage.earnings.month' }),
      cents: earnings.monthCents,
      tripFeesCents: earnings.tripFeesMonthCents,
      tipsCents: earnings.tipsMonthCents,
    },
  ];
  return (
    <CardSection title={intl.formatMessage({ id: 'provider.earnings.title' })} icon={<DollarIcon className="size-5 text-emerald-700" />}>
      <dl className="grid grid-cols-2 gap-3">
        {figures.map(({ term, cents, tripFeesCents, tipsCents }) => (
          <div key={term}>
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="text-2xl font-bold text-emerald-800 tabular-nums">{formatUsd(cents)}</dd>
            {tripFeesCents > 0 && (
              <dd className="text-sm text-slate-700 tabular-nums">
                {intl.formatMessage({ id: 'providerPage.earnings.inclTripFees' }, { amount: formatUsd(tripFeesCents) })}
              </dd>
            )}
            {tipsCents > 0 && (
              <dd className="text-sm text-slate-700 tabular-nums">
                {intl.formatMessage({ id: 'providerPage.earnings.inclTips' }, { amount: formatUsd(tipsCents) })}
              </dd>
            )}
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {intl.formatMessage({ id: 'providerPage.earnings.note' }, { payout: 100 - PLATFORM_FEE_PERCENT, fee: PLATFORM_FEE_PERCENT })}
      </p>
    </CardSection>
  );
}
