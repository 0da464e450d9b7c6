import type { NetworkEventView } from '@contracts/network-views';
import type { NetworkAction } from '@domain/provider-applications';
import { Skeleton } from '@/components/ui/skeleton';
import { useExpiredLinkRefetch } from '@/lib/use-expired-link-refetch';
import { useProviderNetwork } from '../../../api/provider-network';
import { DocumentLinks } from './document-links';
import { TitledPart } from './titled-part';

const ACTION_LABELS: Record<NetworkAction, string> = {
  applied: 'Applied',
  approved: 'Approved',
  rejected: 'Rejected',
  documents_added: 'Documents added',
  suspended: 'Suspended',
  reinstated: 'Reinstated',
};

// In the viewer's time zone, as every other time on the admin pages.
const auditTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A provider's documents on file and the audit of every decision on their standing, newest first. */
export function NetworkRecord({ providerId }: { providerId: string }) {
  const record = useProviderNetwork(providerId, true);
  const refreshLinks = useExpiredLinkRefetch(record.refetch);

  if (record.isPending) {
    return (
      <div role="status" aria-label="Loading documents and history" className="space-y-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (record.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Failed to load the documents and history.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void record.refetch()}>
          Retry
        </button>
      </p>
    );
  }
  return (
    <>
      <TitledPart title="Documents">
        <DocumentLinks documents={record.data.documents} showUploaded onBroken={refreshLinks} />
      </TitledPart>
      <TitledPart title="History">
        <NetworkAudit events={record.data.events} />
      </TitledPart>
    </>
  );
}

function NetworkAudit({ events }: { events: readonly NetworkEventView[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">Nothing recorded yet.</p>;
  return (
    <ol className="space-y-1.5 text-sm text-slate-700">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`}>
          <span className="font-medium text-slate-900">
            {ACTION_LABELS[event.action]} by {event.staffName ?? event.actor}
          </span>
          {event.reason ? `: ${event.reason}` : ''} · <time dateTime={event.at}>{auditTime.format(new Date(event.at))}</time>
        </li>
      ))}
    </ol>
  );
}
