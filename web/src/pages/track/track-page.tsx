import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  CancelledNotice,
  ServiceDetailsCard,
  ServiceTimeline,
  StatusBanner,
  TrackHeader,
  RequestNotFound,
  TrackingProblem,
  TrackingSkeleton,
  TRACKING_MESSAGES,
  useLinkExpiry,
  useTrackedRequest,
  useTrackingSocket,
} from '@/features/tracking';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { TrackPanels } from './track-panels';

export function TrackPage() {
  const intl = useIntl();
  const { trackingId = '' } = useParams();
  const navigate = useNavigate();
  const query = useTrackedRequest(trackingId);
  const expiredByTimer = useLinkExpiry(query.data?.linkExpiresAt);
  const goneByError = isApiError(query.error, 410);
  const missing = !trackingId || isApiError(query.error, 404);

  // The router finishes the move to the new code; nothing waits on it.
  const followTrackingId = useCallback(
    (next: string) => void navigate(paths.track(next), { replace: true }),
    [navigate],
  );
  const socket = useTrackingSocket(trackingId, {
    // Data, not isSuccess: a failed background refetch must not drop the live connection.
    enabled: query.data !== undefined && !missing && !goneByError && !expiredByTimer,
    onTrackingIdChange: followTrackingId,
  });
  const expired = goneByError || expiredByTimer || socket.linkExpired;

  // An earlier code (from a text sent before a provider was assigned) answers with the current one.
  const currentTrackingId = query.data?.trackingId;
  useEffect(() => {
    if (currentTrackingId && currentTrackingId !== trackingId) followTrackingId(currentTrackingId);
  }, [currentTrackingId, trackingId, followTrackingId]);

  return (
    // At least a screen tall, so the footer is not in view while the request loads and then pushed away.
    <div className="min-h-dvh bg-slate-50">
      <title>{intl.formatMessage({ id: 'tracking.page.title' })}</title>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
        <TrackPageBody expired={expired} missing={missing} query={query} live={socket.connected} />
      </div>
    </div>
  );
}

type TrackPageBodyProps = {
  expired: boolean;
  missing: boolean;
  live: boolean;
  query: ReturnType<typeof useTrackedRequest>;
};

function TrackPageBody({ expired, missing, live, query }: TrackPageBodyProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  if (expired) {
    return (
      <TrackingProblem
        icon="clock"
        title={intl.formatMessage({ id: TRACKING_MESSAGES.expired.title })}
        description={intl.formatMessage({ id: TRACKING_MESSAGES.expired.description })}
      />
    );
  }
  if (missing) {
    return <RequestNotFound />;
  }

  const { data: request, error } = query;
  if (!request) {
    if (query.isPending) return <TrackingSkeleton />;
    const throttled = isApiError(error, 429);
    return (
      <TrackingProblem
        icon={throttled ? 'clock' : 'alert'}
        title={intl.formatMessage({ id: throttled ? 'tracking.problem.throttled.title' : TRACKING_MESSAGES.loadFailed.title })}
        description={throttled ? errorText(error) : intl.formatMessage({ id: TRACKING_MESSAGES.loadFailed.description })}
        contactSupport={!throttled}
      >
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          {intl.formatMessage({ id: query.isFetching ? 'tracking.problem.retrying' : 'tracking.problem.retry' })}
        </Button>
      </TrackingProblem>
    );
  }

  return (
    <div className="space-y-6">
      <TrackHeader request={request} updatedAt={query.dataUpdatedAt} live={live} />
      <StatusBanner status={request.status} customerRating={request.customerRating} onAccount={request.onBehalfOf != null} />
      <CancelledNotice request={request} />
      <TrackPanels request={request} />
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <ServiceDetailsCard request={request} />
        <ServiceTimeline request={request} />
      </div>
    </div>
  );
}
