import { isTowingService } from '@domain/request-intake';
import { Link, useParams } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { PageLoading } from '@/components/ui/spinner';
import {
  ActivityLogCard,
  RequestInformationCard,
  RequestStatusBadge,
  TowingRouteCard,
  requestCode,
  useAdminRequest,
} from '@/features/admin-requests';
import { JobOutcomeCard } from '@/features/completed-jobs';
import { PricingSummaryCard } from '@/features/pricing/admin';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/load-error';
import { RequestColumns } from './request-columns';
import { useLoadErrorToast } from './use-load-error-toast';

/** Spec §2 /admin/completed/{id}: the record of a completed job. */
export function AdminCompletedPage() {
  const { id = '' } = useParams();
  const query = useAdminRequest(id);
  useLoadErrorToast(query, 'Failed to load request details');
  const request = query.data;

  let body;
  if (query.isPending) body = <PageLoading label="Loading job…" />;
  else if (request === undefined)
    body = <LoadError message="Failed to load request details" onRetry={() => query.refetch()} retrying={query.isFetching} />;
  else if (request === null)
    body = (
      <div className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-16 text-center">
        <h1 className="text-xl font-semibold text-slate-900">Request not found</h1>
      </div>
    );
  else
    body = (
      <>
        <title>{`Completed job ${requestCode(request)} | Admin | DFW Roadside Assistance`}</title>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-wide text-slate-900 sm:text-3xl">Job {requestCode(request)}</h1>
          <RequestStatusBadge status={request.status} className="text-sm" />
        </div>
        {request.status !== 'completed' && (
          <p className="mt-3 text-slate-700">
            This request is not completed.{' '}
            <Link to={paths.adminRequest(request.id)} className="font-semibold text-brand-700 underline">
              Open it on the request page
            </Link>
          </p>
        )}
        <RequestColumns request={request}>
          <JobOutcomeCard request={request} />
          <RequestInformationCard request={request} />
          {isTowingService(request.serviceType) && <TowingRouteCard request={request} />}
          <PricingSummaryCard request={request} />
          <ActivityLogCard activity={request.activity} />
        </RequestColumns>
      </>
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link to={paths.admin} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
        <ArrowLeftIcon className="size-4" />
        Back to Dashboard
      </Link>
      {body}
    </div>
  );
}
