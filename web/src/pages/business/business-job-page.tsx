import { Link, useParams } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { businessPaths, JobDetails, useJob } from '@/features/business';
import { isApiError } from '@/lib/api-client';
import { LoadError } from '@/components/load-error';

/** One job: where it stands, who is coming and when, the driver's tracking page, and Cancel while it may be. */
export function BusinessJobPage() {
  const { id = '' } = useParams();
  const job = useJob(id);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>{job.data ? `${job.data.service} | Jobs | DFW Roadside Assistance` : 'Job | DFW Roadside Assistance'}</title>
      <Link to={businessPaths.home} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
        <ArrowLeftIcon className="size-4" />
        Back to Jobs
      </Link>
      {job.data ? (
        <JobDetails job={job.data} />
      ) : isApiError(job.error, 404) ? (
        <div className="rounded-xl border border-slate-200 bg-white px-4 py-12 text-center shadow-sm">
          <h1 className="text-xl font-semibold text-slate-900">Job Not Found</h1>
          <p className="mt-2 text-slate-700">{job.error.message}</p>
        </div>
      ) : job.isError ? (
        <LoadError message="Failed to load the job" onRetry={() => job.refetch()} retrying={job.isFetching} />
      ) : (
        <div role="status" aria-label="Loading the job" className="space-y-4">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      )}
    </div>
  );
}
