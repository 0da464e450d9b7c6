import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { businessPaths, JobsList, openFirst, useJobs } from '@/features/business';
import { useSignedInMember } from './business-layout';
import { LoadError } from '@/components/load-error';

/** The account's jobs: open ones first, with where each stands, then the past ones. */
export function BusinessJobsPage() {
  const me = useSignedInMember();
  const jobs = useJobs();
  const all = jobs.data?.pages.flatMap((page) => page.data) ?? [];
  const { open, past } = openFirst(all);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>{`Jobs | ${me.account.name} | DFW Roadside Assistance`}</title>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Jobs</h1>
          <p className="mt-1 text-sm text-slate-600">Your drivers’ jobs, billed to {me.account.name} on the month’s invoice.</p>
        </div>
        <Link to={businessPaths.newJob} className={buttonClasses('primary', 'md')}>
          New Job
        </Link>
      </div>

      {jobs.data ? (
        all.length === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
            <h2 className="text-lg font-semibold text-slate-900">No jobs yet</h2>
            <p className="mt-1 text-slate-600">Send your first with New Job: we text the driver a link to follow the help on its way.</p>
          </div>
        ) : (
          <div className="mt-8 space-y-8">
            <section aria-labelledby="open-jobs">
              <h2 id="open-jobs" className="mb-3 text-lg font-semibold text-slate-900">
                Open jobs <span className="font-normal text-slate-600">({open.length})</span>
              </h2>
              {open.length > 0 ? <JobsList jobs={open} label="Open jobs" /> : <p className="text-sm text-slate-600">No open jobs right now.</p>}
            </section>
            {past.length > 0 && (
              <section aria-labelledby="past-jobs">
                <h2 id="past-jobs" className="mb-3 text-lg font-semibold text-slate-900">
                  Past jobs
                </h2>
                <JobsList jobs={past} label="Past jobs" />
              </section>
            )}
            {jobs.hasNextPage && (
              <Button variant="outline" className="w-full sm:w-auto" disabled={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
                {jobs.isFetchingNextPage ? 'Loading...' : 'Show Older Jobs'}
              </Button>
            )}
          </div>
        )
      ) : jobs.isError ? (
        <div className="mt-8">
          <LoadError message="Failed to load your jobs" onRetry={() => jobs.refetch()} retrying={jobs.isFetching} />
        </div>
      ) : (
        <div role="status" aria-label="Loading your jobs" className="mt-8 space-y-3">
          <Skeleton className="h-32 w-full rounded-xl" />
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      )}
    </div>
  );
}
