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
  const expired = gone || expiredByTimer || socket.linkClosed || agreement.state === 'declined';
  const onTheJob = !expired && agreement.state === 'accepted' && (ACTIVE_PROVIDER_STATUSES as readonly string[]).includes(query.data?.status ?? '');
  const sharing = usePositionSharing(onTheJob, socket.sendPosition);

  return (
    <main className="min-h-dvh bg-slate-100">
      <title>Provider Job | DFW Roadside Assistance</title>
      <div className="mx-auto max-w-xl px-4 py-6 sm:py-10">
        <ProviderJobBody query={query} expired={expired} missing={missing} sharing={onTheJob ? sharing : null} />
      </div>
      <ProviderAgreementDialog
        open={query.data !== undefined && !expired && agreement.state === 'asking'}
        onAccept={agreement.onAccept}
        onDecline={agreement.onDecline}
      />
    </main>
  );
}

type BodyProps = {
  query: ReturnType<typeof useProviderJob>;
  expired: boolean;
  missing: boolean;
  /** While the provider is on the job: the phone's position stream. */
  sharing: ReturnType<typeof usePositionSharing> | null;
};

function ProviderJobBody({ query, expired, missing, sharing }: BodyProps) {
  if (expired) {
    return <TrackingProblem icon="clock" title={PROVIDER_JOB_MESSAGES.expired.title} description={PROVIDER_JOB_MESSAGES.expired.description} />;
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
        <h1 className="text-2xl font-bold text-slate-900">Hi {job.providerName.split(' ')[0] || 'there'}, here is your job</h1>
      </header>
      <JobStatusCard job={job} />
      {sharing && <LocationSharingCard job={job} sharing={sharing} />}
      <EarningsCard job={job} />
      <JobRouteCard job={job} />
      <JobDetailsCard job={job} />
    </div>
  );
}
