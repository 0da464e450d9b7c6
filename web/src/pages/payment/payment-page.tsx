import type { CustomerRequestView } from '@contracts/request-views';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { DollarIcon } from '@/components/ui/icons';
import {
  DepositPaidNotice,
  isAwaitingDeposit,
  PayDepositCard,
  PaymentHelpCard,
  ShareLocationCard,
} from '@/features/payments';
import { PriceBreakdown, priceSplit } from '@/features/pricing';
import {
  ServiceDetailsCard,
  RequestNotFound,
  TrackingProblem,
  TrackingSkeleton,
  useTrackedRequest,
  useTrackingSocket,
} from '@/features/tracking';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** /payment/{requestId}?code={trackingCode}: the code is the customer's capability, the id must match it. */
export function PaymentPage() {
  const intl = useIntl();
  const { requestId = '' } = useParams();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const navigate = useNavigate();
  const query = useTrackedRequest(code);
  const mismatch = query.data !== undefined && query.data.id !== requestId;
  const missing = !code || !requestId || mismatch || isApiError(query.error, 404) || isApiError(query.error, 410);

  // The router finishes the move to the new code; nothing waits on it.
  const followCode = useCallback(
    (next: string) => void navigate(paths.payment(requestId, next), { replace: true }),
    [navigate, requestId],
  );
  useTrackingSocket(code, { enabled: query.data !== undefined && !missing, onTrackingIdChange: followCode });

  return (
    <div className="bg-slate-50">
      <title>{intl.formatMessage({ id: 'payment.page.documentTitle' })}</title>
      <div className="mx-auto max-w-xl px-4 py-6 sm:px-6 sm:py-10">
        <PaymentPageBody missing={missing} code={code} query={query} />
      </div>
    </div>
  );
}

type BodyProps = { missing: boolean; code: string; query: ReturnType<typeof useTrackedRequest> };

function PaymentPageBody({ missing, code, query }: BodyProps) {
  const intl = useIntl();
  if (missing) {
    return <RequestNotFound />;
  }
  const request = query.data;
  if (!request) {
    if (query.isPending) return <TrackingSkeleton />;
    return (
      <TrackingProblem
        title={intl.formatMessage({ id: 'payment.page.loadFailed.title' })}
        description={intl.formatMessage({ id: 'payment.page.loadFailed.description' })}
      >
        <button type="button" className={buttonClasses()} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {intl.formatMessage({ id: query.isFetching ? 'payment.page.retrying' : 'payment.page.retry' })}
        </button>
      </TrackingProblem>
    );
  }
  return <PaymentDetails request={request} code={code} />;
}

function PaymentDetails({ request, code }: { request: CustomerRequestView; code: string }) {
  const intl = useIntl();
  const split = request.finalPriceCents == null ? null : priceSplit(request.finalPriceCents, request.depositPercentage, request.depositAmountCents);
  const awaiting = isAwaitingDeposit(request);
  // A cancelled request is paid neither on site nor by deposit: its summary says so instead of the split.
  const cancelled = request.status === 'cancelled';

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{intl.formatMessage({ id: 'payment.page.heading' })}</h1>
        <p className="mt-1 text-slate-700">{intl.formatMessage({ id: 'payment.page.requestNumber' }, { trackingId: request.trackingId ?? code })}</p>
      </header>

      {request.depositPaid && split && !cancelled && <DepositPaidNotice depositCents={split.depositCents} paidAt={request.depositPaidAt} />}

      <CardSection title={intl.formatMessage({ id: 'payment.summary.title' })} icon={<DollarIcon className="size-5 text-brand-700" />}>
        {cancelled ? (
          <p className="text-sm text-slate-700">
            {intl.formatMessage({ id: request.paymentStatus === 'refunded' ? 'payment.summary.cancelledRefunded' : 'payment.summary.cancelled' })}
          </p>
        ) : split ? (
          <PriceBreakdown split={split} showTotal />
        ) : (
          <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'payment.summary.notAgreed' })}</p>
        )}
      </CardSection>

      {awaiting && split && (
        <>
          <ShareLocationCard request={request} trackingId={code} />
          <PayDepositCard request={request} trackingId={code} depositCents={split.depositCents} />
        </>
      )}

      <ServiceDetailsCard request={request} />
      <Link to={paths.track(request.trackingId ?? code)} className={buttonClasses('outline', 'md', 'w-full')}>
        {intl.formatMessage({ id: 'payment.trackService' })}
      </Link>
      <PaymentHelpCard />
    </div>
  );
}
