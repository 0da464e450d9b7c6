import { statusLabel } from '@domain/request-status';
import { Badge } from '@/components/ui/badge';
import { statusTone } from '../lib/request-display';

export function RequestStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={statusTone(status)} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}
