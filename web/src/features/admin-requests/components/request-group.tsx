import { useId } from 'react';
import type { AdminRequestSummary } from '@contracts/request-views';
import { RequestCard } from './request-card';

/** A titled grid of request cards. */
export function RequestGroup({ title, requests }: { title: string; requests: readonly AdminRequestSummary[] }) {
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
