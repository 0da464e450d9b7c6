import type { SmsMessageView } from '@contracts/request-views';
import { Badge } from '@/components/ui/badge';
import { SMS_STATUS } from '../lib/message-display';

type Props = Pick<SmsMessageView, 'status' | 'keptInOutbox'>;

export function SmsStatusBadge({ status, keptInOutbox }: Props) {
  if (keptInOutbox) {
    // No SMS provider is configured: the text was recorded here and did not leave the machine.
    return <Badge tone="info">Outbox only</Badge>;
  }
  const display = SMS_STATUS[status] ?? { label: status, tone: 'neutral' as const };
  return <Badge tone={display.tone}>{display.label}</Badge>;
}
