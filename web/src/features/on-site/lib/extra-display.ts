import type { ExtraChargeView } from '@contracts/extra-views';
import { EXTRA_LABELS, type ExtraStatus } from '@domain/extra-charges';
import type { BadgeTone } from '@/components/ui/badge';
import { formatClockTime } from '@/lib/display-format';
import { extraItemName } from '@/lib/extra-item-name';

export const EXTRA_STATUS_DISPLAY: Record<ExtraStatus, { label: string; tone: BadgeTone }> = {
  held: { label: 'Needs your approval', tone: 'warning' },
  proposed: { label: 'Waiting for the customer', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
  voided: { label: 'Voided', tone: 'neutral' },
  expired: { label: 'Expired with the job', tone: 'neutral' },
};

export const adminExtraName = (extra: ExtraChargeView) => `Charge ${extra.number}: ${extraItemName(extra, EXTRA_LABELS[extra.kind])}`;

/** 'Approved by the customer on their page at 3:52 PM', 'Declined by the customer by text at 3:52 PM'. */
export function extraAnswerLine(extra: Pick<ExtraChargeView, 'status' | 'answeredAt' | 'answeredBy'>): string | null {
  if (!extra.answeredAt) return null;
  const verb = extra.status === 'declined' ? 'Declined' : 'Approved';
  const how = extra.answeredBy === 'text' ? 'by text' : extra.answeredBy === 'page' ? 'on their page' : null;
  return [verb, 'by the customer', how, `at ${formatClockTime(extra.answeredAt)}`].filter(Boolean).join(' ');
}

/** Only what is still owed or waiting can be voided. */
export const isVoidable = (extra: Pick<ExtraChargeView, 'status'>) => extra.status === 'held' || extra.status === 'proposed' || extra.status === 'approved';
