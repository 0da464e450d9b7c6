import type { ProviderPageJobView } from '@contracts/offer-views';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { RouteIcon } from '@/components/ui/icons';
import { PageJobSummary } from './page-job-summary';

/** The job the provider is working now, and the way back to its job page. */
export function CurrentJobCard({ job }: { job: ProviderPageJobView }) {
  const intl = useIntl();
  return (
    <CardSection
      title={intl.formatMessage({ id: 'providerPage.currentJob.title' })}
      icon={<RouteIcon className="size-5 text-brand-700" />}
      className="border-brand-300"
    >
      <PageJobSummary job={job} />
      {job.jobPath && (
        <Link to={job.jobPath} className={buttonClasses('primary', 'md', 'mt-4 w-full')}>
          {intl.formatMessage({ id: 'providerPage.currentJob.open' })}
        </Link>
      )}
    </CardSection>
  );
}
