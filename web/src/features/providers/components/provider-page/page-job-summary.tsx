import type { ProviderPageJobView } from '@contracts/offer-views';
import { formatUsd } from '@domain/money';
import { useIntl } from 'react-intl';
import { Badge } from '@/components/ui/badge';
import { dateTimeText, serviceText, statusText } from './job-labels';

/** One job as the provider page lists it: what, where, when, its status and the provider's share (none for a cancelled job). */
export function PageJobSummary({ job }: { job: ProviderPageJobView }) {
  const intl = useIntl();
  const when = job.completedAt
    ? intl.formatMessage({ id: 'providerPage.jobs.completedAt' }, { time: dateTimeText(intl, job.completedAt) })
    : intl.formatMessage({ id: 'providerPage.jobs.requestedAt' }, { time: dateTimeText(intl, job.requestedAt) });
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{serviceText(intl, job.serviceType)}</p>
        <Badge tone={job.status === 'completed' ? 'success' : job.status === 'cancelled' ? 'danger' : 'brand'}>{statusText(intl, job.status)}</Badge>
      </div>
      {job.pickupArea && <p className="mt-1 text-sm text-slate-700">{intl.formatMessage({ id: 'providerPage.offers.near' }, { area: job.pickupArea })}</p>}
      <p className="mt-1 text-sm text-slate-600">{when}</p>
      {job.payoutCents != null && job.status !== 'cancelled' && (
        <p className="mt-1 text-sm font-semibold text-emerald-800">
          {intl.formatMessage({ id: 'providerPage.offers.payout' }, { amount: formatUsd(job.payoutCents) })}
        </p>
      )}
    </div>
  );
}
