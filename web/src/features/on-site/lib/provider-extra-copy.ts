import type { ExtraStatus } from '@domain/extra-charges';
import type { BadgeTone } from '@/components/ui/badge';
import type { MessageId } from '@/i18n/messages';

export const EXTRA_STATUS_COPY: Record<ExtraStatus, { label: MessageId; tone: BadgeTone }> = {
  proposed: { label: 'provider.extras.status.proposed', tone: 'warning' },
  approved: { label: 'provider.extras.status.approved', tone: 'success' },
  declined: { label: 'provider.extras.status.declined', tone: 'danger' },
  voided: { label: 'provider.extras.status.voided', tone: 'neutral' },
  held: { label: 'provider.extras.status.held', tone: 'warning' },
  expired: { label: 'provider.extras.status.expired', tone: 'neutral' },
};

