import type { ProviderPageView } from '@contracts/offer-views';
import { PLATFORM_FEE_PERCENT, formatUsd } from '@domain/money';
import { useIntl } from 'react-intl';
import { CardSection } from '@/components/ui/card';
import { DollarIcon } from '@/components/ui/icons';

/** What the provider collected on completed jobs this week and this month (85% of each price). */
export function EarningsSummaryCard({ earnings }: { earnings: ProviderPageView['earnings'] }) {
  const intl = useIntl();
  return (
    <CardSection title={intl.formatMessage({ id: 'provider.earnings.title' })} icon={<DollarIcon className="size-5 text-emerald-700" />}>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-slate-600">{intl.formatMessage({ id: 'providerPage.earnings.week' })}</dt>
          <dd className="text-2xl font-bold text-emerald-800 tabular-nums">{formatUsd(earnings.weekCents)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{intl.formatMessage({ id: 'providerPage.earnings.month' })}</dt>
          <dd className="text-2xl font-bold text-emerald-800 tabular-nums">{formatUsd(earnings.monthCents)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {intl.formatMessage({ id: 'providerPage.earnings.note' }, { payout: 100 - PLATFORM_FEE_PERCENT, fee: PLATFORM_FEE_PERCENT })}
      </p>
    </CardSection>
  );
}
