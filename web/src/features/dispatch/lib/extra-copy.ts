import type { ExtraKind, ExtraStatus } from '@domain/extra-charges';
import type { BadgeTone } from '@/components/ui/badge';
import type { MessageId } from '@/i18n/messages';

/** The domain's EXTRA_LABELS in the provider's language. */
export const EXTRA_KIND_IDS: Record<ExtraKind, MessageId> = {
  winch_out: 'provider.extras.kind.winchOut',
  extra_miles: 'provider.extras.kind.extraMiles',
  dolly: 'provider.extras.kind.dolly',
  wait_time: 'provider.extras.kind.waitTime',
  other: 'provider.extras.kind.other',
};

export const EXTRA_STATUS_COPY: Record<ExtraStatus, { label: MessageId; tone: BadgeTone }> = {
  proposed: { label: 'provider.extras.status.proposed', tone: 'warning' },
  approved: { label: 'provider.extras.status.approved', tone: 'success' },
  declined: { label: 'provider.extras.status.declined', tone: 'danger' },
  voided: { label: 'provider.extras.status.voided', tone: 'neutral' },
};

