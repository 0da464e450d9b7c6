import type { AdminRequestSummary } from '@contracts/request-views';
import { Badge } from '@/components/ui/badge';
import { isNotProgressing, isRunningLate } from '@/lib/arrival-state';

/** The board's flags for a trip that needs a dispatcher: the promise will be missed, or the provider stopped coming closer. */
export function ArrivalBadges({ request }: { request: AdminRequestSummary }) {
  const late = isRunningLate(request.status, request.arrival);
  const stuck = isNotProgressing(request.status, request.arrival);
  if (!late && !stuck) return null;
  return (
    <p className="mt-2 flex flex-wrap gap-2">
      {late && <Badge tone="warning">Running Late</Badge>}
      {stuck && <Badge tone="danger">Provider Not Progressing</Badge>}
    </p>
  );
}
