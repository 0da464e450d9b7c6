import { ACTIVE_LIST_LIMIT, type AdminRequestSummary } from '@contracts/request-views';
import { isActiveRequest, requestChannelGroups } from '../lib/request-display';
import { RequestGroup } from './request-group';

/** The Active tab: every request neither completed nor cancelled, by channel: phone, then text, then online. */
export function ActiveRequests({ requests }: { requests: readonly AdminRequestSummary[] }) {
  const active = requests.filter(isActiveRequest);

  if (active.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-12 text-center text-slate-600">
        No active requests at the moment
      </p>
    );
  }

  return (
    <div className="space-y-8">
      {requests.length >= ACTIVE_LIST_LIMIT && (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Showing the newest {ACTIVE_LIST_LIMIT} open requests. Older ones are still open: delete or finish the ones you no longer need.
        </p>
      )}
      {requestChannelGroups(active).map((group) => (
        <RequestGroup key={group.type} title={group.title} requests={group.requests} />
      ))}
    </div>
  );
}
