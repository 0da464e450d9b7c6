import type { OnSiteTotals } from '@domain/extra-charges';
import type { ProviderJobView } from '@contracts/provider-views';
import { formatUsd } from '@domain/money';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { DollarIcon } from '@/components/ui/icons';
import { useExpiredLinkRefetch } from '@/lib/use-expired-link-refetch';
import { canProposeExtra, jobHasExtras, useJobExtras } from '../../api/job-extras';
import { useExtraAnswerToasts } from '../../hooks/use-extra-answer-toasts';
import { ExtraChargeDialog } from './extra-charge-dialog';
import { ExtraChargeRow } from './extra-charge-row';

/**
 * Extra charges at the car: what was proposed, the customer's answers, and what is due with them: on site,
 * or as the balance the customer pays by card from our text.
 */
export function JobExtrasCard({ job }: { job: ProviderJobView }) {
  const intl = useIntl();
  const extras = useJobExtras(job.jobId, job.status);
  const onBroken = useExpiredLinkRefetch(extras.refetch);
  const [adding, setAdding] = useState(false);
  useExtraAnswerToasts(extras.data, job.balanceMethod);
  if (!jobHasExtras(job.status)) return null;
  const open = canProposeExtra(job.status);
  const list = extras.data?.extras ?? [];
  // After the job is done, the section stays only to show the charges there were.
  if (!open && list.length === 0) return null;

  return (
    <CardSection title={intl.formatMessage({ id: 'provider.extras.title' })} icon={<DollarIcon className="size-5 text-brand-700" />}>
      <div className="space-y-4">
        {open && <p className="text-base text-slate-700">{intl.formatMessage({ id: 'provider.extras.intro' })}</p>}
        {extras.isError && !extras.data ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-base text-red-900">
              {intl.formatMessage({ id: 'provider.extras.loadFailed' })}
            </p>
            <Button variant="outline" onClick={() => void extras.refetch()} disabled={extras.isFetching}>
              {intl.formatMessage({ id: 'provider.photos.retry' })}
            </Button>
          </div>
        ) : list.length === 0 ? (
          extras.data && <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'provider.extras.none' })}</p>
        ) : (
          <ul className="space-y-3">
            {list.map((extra) => (
              <ExtraChargeRow key={extra.id} extra={extra} onBroken={onBroken} />
            ))}
          </ul>
        )}
        {extras.data && <ExtraTotals totals={extras.data.totals} byCard={job.balanceMethod === 'card'} />}
        {open && (
          <Button size="lg" variant="outline" className="w-full" onClick={() => setAdding(true)}>
            {intl.formatMessage({ id: 'provider.extras.add' })}
          </Button>
        )}
      </div>
      <ExtraChargeDialog jobId={job.jobId} open={adding && open} onOpenChange={setAdding} />
    </CardSection>
  );
}

function ExtraTotals({ totals, byCard }: { totals: OnSiteTotals; byCard: boolean }) {
  const intl = useIntl();
  const line = (label: string, cents: number, sign = '') => (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">
        {sign}
        {formatUsd(cents)}
      </dd>
    </div>
  );
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dl className="space-y-1 text-sm">
        {line(intl.formatMessage({ id: 'provider.extras.totals.price' }), totals.priceCents)}
        {line(intl.formatMessage({ id: 'provider.extras.totals.approved' }), totals.approvedExtrasCents, '+ ')}
        {line(intl.formatMessage({ id: 'provider.extras.totals.deposit' }), totals.depositCents, '− ')}
      </dl>
      <p className="mt-2 border-t border-slate-200 pt-2 text-lg font-bold text-emerald-800 tabular-nums">
        {byCard
          ? intl.formatMessage({ id: 'provider.extras.totals.dueByCard' }, { amount: formatUsd(totals.dueOnSiteCents) })
          : intl.formatMessage({ id: 'provider.extras.totals.due' }, { amount: formatUsd(totals.dueOnSiteCents) })}
      </p>
    </div>
  );
}
