import type { NetworkStandingView } from '@contracts/network-views';
import type { ProviderView } from '@contracts/provider-views';
import { dallasDate, daysBetween, REMINDER_DAYS, type ExpiringDocument, type Suspension } from '@domain/provider-credentials';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from './credentials-details';

const SUSPENSION_LABELS: Record<Suspension, string> = {
  insurance_expired: 'Suspended — insurance expired',
  licence_expired: 'Suspended — licence expired',
};

const DOCUMENT_NAMES: Record<ExpiringDocument, string> = { insurance: 'Insurance', licence: 'Licence' };

/** The first reminder the provider is texted: from then on the expiry is worth the dispatcher's eye too. */
const FIRST_REMINDER_DAYS = Math.max(...REMINDER_DAYS);

function standingBadge({ status, suspension, credentials }: NetworkStandingView): { tone: BadgeTone; label: string } {
  if (status === 'suspended') return { tone: 'danger', label: suspension ? SUSPENSION_LABELS[suspension] : 'Suspended' };
  if (status === 'under_review') return { tone: 'warning', label: 'Under Review' };
  return credentials ? { tone: 'success', label: 'Documents current' } : { tone: 'neutral', label: 'No documents on file' };
}

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** A document lapses on its expiry date, so that day already reads as expired. */
const relativeExpiry = (days: number) => (days > 0 ? `in ${dayCount(days)}` : days === 0 ? 'expired today' : `expired ${dayCount(-days)} ago`);

/** Where a roster entry stands in the network, and which document lapses next. */
export function NetworkStanding({ provider, className }: { provider: ProviderView; className?: string }) {
  const { tone, label } = standingBadge(provider.network);
  const { nextExpiry } = provider.network;
  const days = nextExpiry ? daysBetween(dallasDate(new Date()), nextExpiry.on) : null;

  return (
    <div className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <Badge tone={tone}>
        {provider.network.status === 'under_review' ? (
          <span title="New documents are on file: reinstate the provider once they check out">{label}</span>
        ) : (
          label
        )}
      </Badge>
      {nextExpiry && days !== null && (
        <span className={cn('text-sm', days <= 0 ? 'font-medium text-red-700' : days <= FIRST_REMINDER_DAYS ? 'font-medium text-amber-800' : 'text-slate-700')}>
          {DOCUMENT_NAMES[nextExpiry.document]} expires {formatCalendarDate(nextExpiry.on)} ({relativeExpiry(days)})
        </span>
      )}
    </div>
  );
}
