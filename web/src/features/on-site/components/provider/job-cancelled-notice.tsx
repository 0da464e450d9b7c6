import type { ProviderJobView } from '@contracts/provider-views';
import { formatUsd } from '@domain/money';
import { useIntl } from 'react-intl';

/**
 * 'Job Cancelled' on the job page with the trip fee the provider is credited, when they had set off. A
 * cancel that owes them nothing is said by the status card alone: no word of money for that job.
 */
export function JobCancelledNotice({ job }: { job: ProviderJobView }) {
  const intl = useIntl();
  const fee = job.cancellation?.tripFeeCents;
  if (!job.cancellation || !fee) return null;
  return (
    <section aria-labelledby="job-cancelled-title" className="rounded-2xl border border-slate-300 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="job-cancelled-title" className="text-lg font-bold text-slate-900">
        {intl.formatMessage({ id: 'provider.cancelled.title' })}
      </h2>
      {/* The status card says the job was cancelled; this says why only where it differs, and what it pays. */}
      {job.cancellation.cause === 'gone_on_arrival' && <p className="mt-1 text-base text-slate-800">{intl.formatMessage({ id: 'provider.cancelled.goneOnArrival' })}</p>}
      <p className="mt-2 text-base font-semibold text-emerald-800">{intl.formatMessage({ id: 'provider.cancelled.tripFee' }, { fee: formatUsd(fee) })}</p>
    </section>
  );
}
