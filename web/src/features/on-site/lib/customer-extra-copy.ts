import type { ExtraStatus } from '@domain/extra-charges';
import type { BadgeTone } from '@/components/ui/badge';
import type { MessageId } from '@/i18n/messages';

export const EXTRA_STATUS_COPY: Record<ExtraStatus, { label: MessageId; tone: BadgeTone }> = {
  proposed: { label: 'tracking.extras.status.proposed', tone: 'warning' },
  approved: { label: 'tracking.extras.status.approved', tone: 'success' },
  declined: { label: 'tracking.extras.status.declined', tone: 'danger' },
  voided: { label: 'tracking.extras.status.voided', tone: 'neutral' },
  expired: { label: 'tracking.extras.status.expired', tone: 'neutral' },
  // Never shown: a charge held for a dispatcher is not in the customer's view until they are asked.
  held: { label: 'tracking.extras.status.proposed', tone: 'warning' },
};

