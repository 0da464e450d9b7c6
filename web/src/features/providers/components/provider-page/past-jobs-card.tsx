import type { ProviderPageJobView } from '@contracts/offer-views';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CardSection } from '@/components/ui/card';
import { ClockIcon } from '@/components/ui/icons';
import { PageJobSummary } from './page-job-summary';

/** The provider's earlier jobs, newest first; a job whose link still works opens its job page. */
export function PastJobsCard({ jobs }: { jobs: ProviderPageJobView[] }) {
  const intl = useIntl();
  return (
    <CardSection title={intl.formatMessage({ id: 'providerPage.pastJobs.title' })} icon={<ClockIcon className="size-5 text-brand-700" />}>
      {jobs.length === 0 ? (
        <p className="text-base text-slate-700">{intl.formatMessage({ id: 'providerPage.pastJobs.empty' })}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {jobs.map((job, index) => (
            <li key={`${job.requestedAt}-${index}`} className="py-3 first:pt-0 last:pb-0">
              <PageJobSummary job={job} />
              {job.jobPath && (
                <Link to={job.jobPath} className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
                  {intl.formatMessage({ id: 'providerPage.pastJobs.open' })}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
