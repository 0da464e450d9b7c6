import type { ProviderScorecard } from '@contracts/offer-views';
import { useIntl, type IntlShape } from 'react-intl';
import { cn } from '@/lib/cn';

const NONE = '—';

const percent = (intl: IntlShape, rate: number | null) => (rate == null ? NONE : intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 0 }));

function duration(intl: IntlShape, seconds: number | null): string {
  if (seconds == null) return NONE;
  const whole = Math.round(seconds);
  if (whole < 60) return intl.formatMessage({ id: 'providerPage.scorecard.seconds' }, { seconds: whole });
  return intl.formatMessage({ id: 'providerPage.scorecard.minutes' }, { minutes: Math.floor(whole / 60), seconds: whole % 60 });
}

/**
 * A provider's numbers, '—' where there is nothing to measure yet. The provider page shows them in the
 * provider's language; the roster shows the same in English (the admin area's language).
 */
export function ScorecardFigures({ scorecard, compact = false }: { scorecard: ProviderScorecard; compact?: boolean }) {
  const intl = useIntl();
  const figures = [
    { label: intl.formatMessage({ id: 'providerPage.scorecard.offersReceived' }), value: intl.formatNumber(scorecard.offersReceived) },
    { label: intl.formatMessage({ id: 'providerPage.scorecard.acceptance' }), value: percent(intl, scorecard.acceptanceRate) },
    { label: intl.formatMessage({ id: 'providerPage.scorecard.responseTime' }), value: duration(intl, scorecard.medianResponseSeconds) },
    { label: intl.formatMessage({ id: 'providerPage.scorecard.completedJobs' }), value: intl.formatNumber(scorecard.completedJobs) },
    { label: intl.formatMessage({ id: 'providerPage.scorecard.droppedJobs' }), value: intl.formatNumber(scorecard.droppedJobs) },
    { label: intl.formatMessage({ id: 'providerPage.scorecard.onTime' }), value: percent(intl, scorecard.onTimeRate) },
    {
      label: intl.formatMessage({ id: 'providerPage.scorecard.rating' }),
      value: scorecard.averageRating == null ? NONE : intl.formatMessage({ id: 'providerPage.scorecard.ratingValue' }, { rating: scorecard.averageRating }),
    },
  ];
  return (
    <dl className={cn('grid grid-cols-2 sm:grid-cols-3', compact ? 'gap-x-4 gap-y-1' : 'gap-3')}>
      {figures.map(({ label, value }) => (
        <div key={label}>
          <dt className={cn('text-slate-600', compact ? 'text-xs' : 'text-sm')}>{label}</dt>
          <dd className={cn('font-semibold text-slate-900 tabular-nums', compact ? 'text-sm' : 'text-xl')}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
