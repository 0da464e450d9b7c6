import type { AdminRequestView } from '@contracts/request-views';
import type { ReactNode } from 'react';
import { RequestTextsCard } from '@/features/admin-messages';

/** The two columns of a request's admin pages: its cards, and the texts sent about it beside them. */
export function RequestColumns({ request, children }: { request: AdminRequestView; children: ReactNode }) {
  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-3 lg:items-start">
      <div className="space-y-6 lg:col-span-2">{children}</div>
      <div className="space-y-6">
        <RequestTextsCard messages={request.messages} />
      </div>
    </div>
  );
}
