import { useId } from 'react';
import { ACTIVE_LIST_LIMIT, type AdminRequestSummary } from '@contracts/request-views';
import { isActiveRequest } from '../lib/request-display';
import { RequestCard } from './request-card';

/** The Active tab: every request that is not completed, phone requests first. */
export function ActiveRequests({ requests }: { requests: readonly AdminRequestSummary[] }) {
  const active = requests.filter(isActiveRequest);

  if (active.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-12 text-center text-slate-600">
        No active requests at the moment
      </p>
    );
  }

  const phone = active.filter((request) => request.requestType === 'phone');
  const online = active.filter((request) => request.requestType !== 'phone');

  return (
    <div className="space-y-8">
      {requests.length >= ACTIVE_LIST_LIMIT && (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Showing the newest {ACTIVE_LIST_LIMIT} open requests. Older ones are still open: delete or finish the ones you no longer need.
        </p>
      )}
      <RequestGroup title={`Phone Requests (${phone.length})`} requests={phone} />
      <RequestGroup title={`Online Requests (${online.length})`} requests={online} />
    </div>
  );
}

function RequestGroup({ title, requests }: { title: string; requests: readonly AdminRequestSummary[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {requests.length === 0 ? (
        <p className="text-sm text-slate-500">None right now.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {requests.map((request) => (
            <li key={request.id} className="flex">
              <RequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
