import { ERROR_CODES } from '@contracts/error-codes';
import { ACTIVE_PROVIDER_STATUSES } from '@domain/request-status';
import { useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  EarningsCard,
  JobDetailsCard,
  JobRouteCard,
  JobStatusCard,
  LocationSharingCard,
  PROVIDER_JOB_MESSAGES,
  ProviderAgreementDialog,
  showJobLinkExpiredToast,
  usePositionSharing,
  useProviderAgreement,
  useProviderJob,
  useProviderJobSocket,
} from '@/features/dispatch';
import { TrackingProblem, TrackingSkeleton } from '@/features/tracking';
import { isApiError } from '@/lib/api-client';
import { useDeadline } from '@/lib/use-deadline';

/** Spec §2, the provider job page: reached only through the job link texted to the provider. */
export function ProviderJobPage() {
  const { jobId = '' } = useParams();
  const query = useProviderJob(jobId);
  const agreement = useProviderAgreement(jobId);
  const expiredByTimer = useDeadline(query.data?.linkExpiresAt, showJobLinkExpiredToast);
  const gone = isApiError(query.error, 410);
  const missing = !jobId || isApiError(query.error, 404);
  const socket = useProviderJobSocket(jobId, query.data !== undefined && !missing && !gone && !expiredByTimer);
  const closed = jobClosedState({
    declined: agreement.state === 'declined',
    reassigned: socket.linkClosed === 'reassigned' || (isApiError(query.error, 410) && query.error.code === ERROR_CODES.jobReassigned),
    expired: gone || expiredByTimer || socket.linkClosed === 'expired',
  });
  const expired = closed !== null;
  const onTheJob = !expired && agreement.state === 'accepted' && (ACTIVE_PROVIDER_STATUSES as readonly string[]).includes(query.data?.status ?? '');
  const sharing = usePositionSharing(onTheJob, socket.sendPosition);

  return (
    <main className="min-h-dvh bg-slate-100">
      <title>Provider Job | DFW Roadside Assistance</title>
      <div className="mx-auto max-w-xl px-4 py-6 sm:py-10">
        <ProviderJobBody query={query} closed={closed} missing={missing} sharing={onTheJob ? sharing : null} />
      </div>
      <ProviderAgreementDialog
        open={query.data !== undefined && !expired && agreement.state === 'asking'}
        onAccept={agreement.onAccept}
        onDecline={agreement.onDecline}
      />
    </main>
  );
}

type ClosedState = (typeof PROVIDER_JOB_MESSAGES)['expired' | 'reassigned' | 'declined'];

/** Why the page no longer shows the job, in the words that are true for this provider. */
function jobClosedState({ declined, reassigned, expired }: Record<'declined' | 'reassigned' | 'expired', boolean>): ClosedState | null {
  if (declined) return PROVIDER_JOB_MESSAGES.declined;
  if (reassigned) return PROVIDER_JOB_MESSAGES.reassigned;
  return expired ? PROVIDER_JOB_MESSAGES.expired : null;
}

type BodyProps = {
  query: ReturnType<typeof useProviderJob>;
  closed: ClosedState | null;
  missing: boolean;
  /** While the provider is on the job: the phone's position stream. */
  sharing: ReturnType<typeof usePositionSharing> | null;
};

function ProviderJobBody({ query, closed, missing, sharing }: BodyProps) {
  if (closed) {
    return <TrackingProblem icon="clock" title={closed.title} description={closed.description} />;
  }
  if (missing) {
    return <TrackingProblem title={PROVIDER_JOB_MESSAGES.jobNotFound.title} description={PROVIDER_JOB_MESSAGES.jobNotFound.description} />;
  }
  const { data: job, error } = query;
  if (!job) {
    if (query.isPending) return <TrackingSkeleton />;
    const throttled = isApiError(error, 429);
    return (
      <TrackingProblem
        icon={throttled ? 'clock' : 'alert'}
        title={throttled ? 'Too Many Requests' : PROVIDER_JOB_MESSAGES.loadFailed.title}
        description={throttled ? error.message : PROVIDER_JOB_MESSAGES.loadFailed.description}
      >
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Retrying…' : 'Retry'}
        </Button>
      </TrackingProblem>
    );
  }

  return (
    <div className="space-y-4">
      <header>
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Job {job.jobId}</p>
        <h1 className="text-2xl font-bold text-slate-900">Hi {job.providerCallName}, here is your job</h1>
      </header>
      <JobStatusCard job={job} />
      {sharing && <LocationSharingCard job={job} sharing={sharing} />}
      <EarningsCard job={job} />
      <JobRouteCard job={job} />
      <JobDetailsCard job={job} />
    </div>
  );
}
