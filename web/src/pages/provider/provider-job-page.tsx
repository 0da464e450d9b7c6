import { ERROR_CODES } from '@contracts/error-codes';
import { ACTIVE_PROVIDER_STATUSES } from '@domain/request-status';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useState } from 'react';
import {
  DropJobCard,
  EarningsCard,
  JobCancelledNotice,
  JobDetailsCard,
  JobExtrasCard,
  JobPhotosCard,
  JobRouteCard,
  JobStatusCard,
  LocationSharingCard,
  NotHereCard,
  PROVIDER_JOB_MESSAGES,
  showJobLinkExpiredToast,
  usePositionSharing,
  useProviderAgreement,
  useProviderJob,
  useProviderJobSocket,
} from '@/features/on-site';
import { ProviderAgreementDialog } from '@/features/providers';
import { TrackingProblem, TrackingSkeleton } from '@/features/tracking';
import { LanguageSwitch } from '@/i18n/language-switch';
import { useReaderLanguage } from '@/i18n/use-reader-language';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeadline } from '@/lib/use-deadline';

/** Spec §2, the provider job page: reached only through the job link texted to the provider. */
export function ProviderJobPage() {
  const intl = useIntl();
  const { jobId = '' } = useParams();
  const query = useProviderJob(jobId);
  useReaderLanguage(query.data?.providerLanguage);
  const agreement = useProviderAgreement(jobId);
  const [dropped, setDropped] = useState(false);
  const expiredByTimer = useDeadline(query.data?.linkExpiresAt, () => showJobLinkExpiredToast(intl));
  const gone = isApiError(query.error, 410);
  const missing = !jobId || isApiError(query.error, 404);
  const socket = useProviderJobSocket(jobId, query.data !== undefined && !missing && !gone && !expiredByTimer);
  const closed = jobClosedState({
    dropped,
    declined: agreement.state === 'declined',
    reassigned: socket.linkClosed === 'reassigned' || (isApiError(query.error, 410) && query.error.code === ERROR_CODES.jobReassigned),
    expired: gone || expiredByTimer || socket.linkClosed === 'expired',
  });
  const expired = closed !== null;
  const onTheJob = !expired && agreement.state === 'accepted' && (ACTIVE_PROVIDER_STATUSES as readonly string[]).includes(query.data?.status ?? '');
  const sharing = usePositionSharing(onTheJob, socket.sendPosition);
  const asking = query.data !== undefined && !expired && agreement.state === 'asking';

  return (
    <div className="min-h-dvh bg-slate-100">
      <title>{intl.formatMessage({ id: 'provider.page.title' })}</title>
      {/* No site header here: the page's own language switch. While the agreement covers the page it has its
          own switch, and this one steps aside, since a tap outside the agreement declines the job. */}
      <header className={cn('mx-auto flex max-w-xl justify-end px-2 pt-1 sm:px-4', asking && 'invisible')}>
        <LanguageSwitch />
      </header>
      <main className="mx-auto max-w-xl px-4 pt-1 pb-6 sm:pt-4 sm:pb-10">
        <ProviderJobBody query={query} closed={closed} missing={missing} sharing={onTheJob ? sharing : null} onDropped={() => setDropped(true)} />
      </main>
      <ProviderAgreementDialog open={asking} onAccept={agreement.onAccept} onDecline={agreement.onDecline} />
    </div>
  );
}

type ClosedState = (typeof PROVIDER_JOB_MESSAGES)['expired' | 'reassigned' | 'declined' | 'dropped'];

/** Why the page no longer shows the job, in the words that are true for this provider. */
function jobClosedState({ dropped, declined, reassigned, expired }: Record<'dropped' | 'declined' | 'reassigned' | 'expired', boolean>): ClosedState | null {
  if (dropped) return PROVIDER_JOB_MESSAGES.dropped;
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
  onDropped: () => void;
};

function ProviderJobBody({ query, closed, missing, sharing, onDropped }: BodyProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  if (closed) {
    return (
      <TrackingProblem
        icon="clock"
        title={intl.formatMessage({ id: closed.title })}
        description={intl.formatMessage({ id: closed.description })}
      />
    );
  }
  if (missing) {
    const notFound = PROVIDER_JOB_MESSAGES.jobNotFound;
    return <TrackingProblem title={intl.formatMessage({ id: notFound.title })} description={intl.formatMessage({ id: notFound.description })} />;
  }
  const { data: job, error } = query;
  if (!job) {
    if (query.isPending) return <TrackingSkeleton />;
    const throttled = isApiError(error, 429);
    const failed = PROVIDER_JOB_MESSAGES.loadFailed;
    return (
      <TrackingProblem
        icon={throttled ? 'clock' : 'alert'}
        title={intl.formatMessage({ id: throttled ? 'provider.page.throttled.title' : failed.title })}
        description={throttled ? errorText(error) : intl.formatMessage({ id: failed.description })}
      >
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          {intl.formatMessage({ id: query.isFetching ? 'provider.page.retrying' : 'provider.page.retry' })}
        </Button>
      </TrackingProblem>
    );
  }

  return (
    <div className="space-y-4">
      <header>
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {intl.formatMessage({ id: 'provider.page.jobNumber' }, { jobId: job.jobId })}
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{intl.formatMessage({ id: 'provider.page.greeting' }, { name: job.providerCallName })}</h1>
      </header>
      <JobCancelledNotice job={job} />
      <JobStatusCard job={job} />
      <NotHereCard job={job} />
      <JobPhotosCard job={job} />
      <JobExtrasCard job={job} />
      {sharing && <LocationSharingCard job={job} sharing={sharing} />}
      <EarningsCard job={job} />
      <JobRouteCard job={job} />
      <JobDetailsCard job={job} />
      <DropJobCard job={job} onDropped={onDropped} />
    </div>
  );
}
