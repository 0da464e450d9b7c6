import type { ExtraKind, ExtraStatus } from '@domain/extra-charges';
import type { BadgeTone } from '@/components/ui/badge';
import type { MessageId } from '@/i18n/messages';

/** The domain's EXTRA_LABELS in the customer's language. */
export const EXTRA_KIND_IDS: Record<ExtraKind, MessageId> = {
  winch_out: 'tracking.extras.kind.winchOut',
  extra_miles: 'tracking.extras.kind.extraMiles',
  dolly: 'tracking.extras.kind.dolly',
  wait_time: 'tracking.extras.kind.waitTime',
  other: 'tracking.extras.kind.other',
};

export const EXTRA_STATUS_COPY: Record<ExtraStatus, { label: MessageId; tone: BadgeTone }> = {
  proposed: { label: 'tracking.extras.status.proposed', tone: 'warning' },
  approved: { label: 'tracking.extras.status.approved', tone: 'success' },
  declined: { label: 'tracking.extras.status.declined', tone: 'danger' },
  voided: { label: 'tracking.extras.status.voided', tone: 'neutral' },
};

