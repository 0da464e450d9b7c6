import type { AdminRequestSummary } from '@contracts/request-views';
import { Badge } from '@/components/ui/badge';
import { isNotProgressing, isRunningLate } from '@/lib/arrival-state';

/** The board's flags for a job that needs a dispatcher: nobody took it in time, the promise will be missed, the provider stopped coming closer, or cannot find the customer. */
export function ArrivalBadges({ request }: { request: AdminRequestSummary }) {
  const late = isRunningLate(request.status, request.arrival);
  const stuck = isNotProgressing(request.status, request.arrival);
  const notHere = request.notHere !== null && !request.notHere.customerHere;
  if (!late && !stuck && !request.noProviderSince && !notHere) return null;
  return (
    <p className="mt-2 flex flex-wrap gap-2">
      {request.noProviderSince && <Badge tone="warning">No Provider Yet</Badge>}
      {notHere && <Badge tone="warning">Customer Not Here</Badge>}
      {late && <Badge tone="warning">Running Late</Badge>}
      {stuck && <Badge tone="danger">Provider Not Progressing</Badge>}
    </p>
  );
}
