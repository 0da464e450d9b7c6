import type { AdminRequestSummary } from '@contracts/request-views';
import { RequestGroup } from './request-group';

/** The Cancelled tab: requests that left the board, still one click from their details. */
export function CancelledRequests({ requests }: { requests: readonly AdminRequestSummary[] }) {
  if (requests.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-12 text-center text-slate-600">
        No cancelled requests
      </p>
    );
  }
  return <RequestGroup title={`Recently Cancelled (${requests.length})`} requests={requests} />;
}
