import type { SmsMessageView } from '@domain/request-views';
import { Badge } from '@/components/ui/badge';
import { SMS_STATUS } from '../lib/message-display';

export function SmsStatusBadge({ status }: { status: SmsMessageView['status'] }) {
  const display = SMS_STATUS[status] ?? { label: status, tone: 'neutral' as const };
  return <Badge tone={display.tone}>{display.label}</Badge>;
}
