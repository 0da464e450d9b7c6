import type { SmsMessageView } from '@contracts/request-views';
import type { BadgeTone } from '@/components/ui/badge';

export const SMS_STATUS: Record<SmsMessageView['status'], { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'info' },
  sending: { label: 'Sending', tone: 'info' },
  sent: { label: 'Sent', tone: 'brand' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  suppressed: { label: 'Suppressed', tone: 'warning' },
};

/** 'request-received' → 'Request received'. */
export function templateLabel(template: string): string {
  const words = template.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : '—';
}
