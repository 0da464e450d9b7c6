import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isTowingService } from '@domain/request-intake';
import { buttonClasses } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { PageLoading } from '@/components/ui/spinner';
import { useCan } from '@/features/admin-auth';
import {
  ActivityLogCard,
  DeleteRequestButton,
  RequestInformationCard,
  RequestStatusBadge,
  TowingRouteCard,
  requestCode,
  requestTypeHeading,
  useAdminRequest,
  useAdminRequestEvents,
  useDeleteAdminRequest,
} from '@/features/admin-requests';
import { GoneOnArrivalCard, RequestExtrasCard, RequestPhotosCard } from '@/features/on-site/admin';
import { CardBalanceCard, DisputeCard, DisputedBadge } from '@/features/payments/admin';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/load-error';
import { RequestColumns } from './request-columns';
import { PaymentPanelSlot, PricingPanelSlot, ProviderPanelSlot } from './request-panel-slots';
import { useLoadErrorToast } from './use-load-error-toast';

export function AdminRequestPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useAdminRequest(id);
  const deletion = useDeleteAdminRequest();
  const mayAct = useCan('desk');
  useAdminRequestEvents();
  useLoadErrorToast(query, 'Failed to load request details');

  // Our own deletion also arrives as a socket event; keep the page until it has navigated away.
  const leaving = deletion.isPending || deletion.isSuccess;
  const request = query.data;

  if (query.isPending || (leaving && !request)) return <PageLoading label="Loading request…" />;

  if (request === undefined) {
    return (
      <PageFrame>
        <LoadError message="Failed to load request details" onRetry={() => query.refetch()} retrying={query.isFetching} />
      </PageFrame>
    );
  }

  if (request === null) {
    return (
      <PageFrame>
        <div className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-16 text-center">
          <h1 className="text-xl font-semibold text-slate-900">Request not found</h1>
          <Link to={paths.admin} className={buttonClasses('primary', 'md', 'mt-6')}>
            Back to Dashboard
          </Link>
        </div>
      </PageFrame>
    );
  }

  const code = requestCode(request);

  return (
    <PageFrame>
      <title>{`Request ${code} | Admin | DFW Roadside Assistance`}</title>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-slate-500">
            {requestTypeHeading(request.requestType)}
            {request.onBehalfOf && ` for ${request.onBehalfOf}, billed on the account`}
            {request.partnerReference && ` · Ref. ${request.partnerReference}`}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-wide text-slate-900 sm:text-3xl">Request {code}</h1>
            <RequestStatusBadge status={request.status} className="text-sm" />
            <DisputedBadge disputes={request.disputes} />
          </div>
        </div>
        {mayAct && (
          <DeleteRequestButton
            requestId={request.id}
            deletion={deletion}
            onDeleted={() => {
              // Nothing follows the move to the dashboard, so nothing waits on it.
              void navigate(paths.admin, { replace: true });
            }}
          />
        )}
      </div>

      <RequestColumns request={request}>
        {/* A chargeback has a deadline: it comes first, as the desk's text about it leads here. */}
        {request.disputes.map((dispute) => (
          <DisputeCard key={dispute.id} requestId={request.id} dispute={dispute} mayAct={mayAct} />
        ))}
        <GoneOnArrivalCard request={request} mayAct={mayAct} />
        <ProviderPanelSlot request={request} />
        <RequestPhotosCard request={request} />
        <RequestExtrasCard request={request} />
        <PricingPanelSlot request={request} />
        <PaymentPanelSlot request={request} />
        {request.cardBalance && <CardBalanceCard cardBalance={request.cardBalance} />}
        {isTowingService(request.serviceType) && <TowingRouteCard request={request} />}
        <RequestInformationCard request={request} />
        <ActivityLogCard activity={request.activity} />
      </RequestColumns>
    </PageFrame>
  );
}

function PageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link to={paths.admin} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
        <ArrowLeftIcon className="size-4" />
        Back to Dashboard
      </Link>
      {children}
    </div>
  );
}
