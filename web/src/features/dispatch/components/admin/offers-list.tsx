import type { AdminOfferView } from '@contracts/offer-views';
import { milesText } from '@domain/distance';
import { offerStatusAt, secondsLeft, type OfferSource, type OfferStatus } from '@domain/offer-window';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatTime } from '@/lib/display-format';
import { useNow } from '@/lib/use-now';
import { formatCountdown } from '@/lib/use-offer-countdown';

const STATUS: Record<OfferStatus, { label: string; tone: BadgeTone }> = {
  open: { label: 'Waiting for answer', tone: 'info' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'warning' },
  expired: { label: 'Expired', tone: 'neutral' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
};

const SOURCE: Record<OfferSource, string> = {
  single: 'Sent by a dispatcher',
  top: 'Top 3',
  auto: 'Auto-dispatch',
};


type OffersListProps = {
  /** Undefined while loading. */
  offers: AdminOfferView[] | undefined;
  /** Say so when there are none yet (while the job can still be offered), rather than showing nothing. */
  showEmpty?: boolean;
};

/** Every offer of the request, newest first: who, which job number, how it stands, and what they answered. */
export function OffersList({ offers, showEmpty = false }: OffersListProps) {
  const now = useNow(1000);
  if (!offers || (offers.length === 0 && !showEmpty)) return null;
  return (
    <section aria-labelledby="offers-heading" className="space-y-3">
      <h3 id="offers-heading" className="text-sm font-semibold text-slate-900">
        Offers ({offers.length})
      </h3>
      {offers.length === 0 ? (
        <p className="text-sm text-slate-600">No offers sent yet. Send one to a provider above, or let auto-dispatch do it.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {offers.map((offer) => (
            <OfferRow key={offer.id} offer={offer} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OfferRow({ offer, now }: { offer: AdminOfferView; now: number }) {
  // An open offer past its window reads as expired before the server's closing job has run.
  const status = offerStatusAt({ status: offer.status, expiresAt: new Date(offer.expiresAt) }, new Date(now));
  const { label, tone } = STATUS[status];
  const left = secondsLeft(new Date(offer.expiresAt), new Date(now));
  const times = [`sent ${formatTime(offer.sentAt)}`];
  if (offer.seenAt) times.push(`opened ${formatTime(offer.seenAt)}`);
  if (offer.answeredAt) times.push(`answered ${formatTime(offer.answeredAt)}`);

  return (
    <li className="space-y-1 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {offer.providerName} <span className="font-normal text-slate-600">· job {offer.jobNumber}</span>
        </p>
        <Badge tone={tone}>{label}</Badge>
      </div>
      <p className="text-slate-600">
        {SOURCE[offer.source]} · {times.join(' · ')}
        {offer.distanceMiles != null && ` · ${milesText(offer.distanceMiles, 'en')} away`}
      </p>
      {status === 'open' && (
        <p className="font-medium text-slate-900 tabular-nums">
          <span role="timer">{formatCountdown(left)}</span>{' '}
          left to answer
        </p>
      )}
      {offer.etaMinutes != null && <p className="font-medium text-emerald-800">Promised ETA: {offer.etaMinutes} min</p>}
      {status === 'declined' && <p className="text-slate-700">{offer.declineReason ? `Reason: “${offer.declineReason}”` : 'No reason given.'}</p>}
    </li>
  );
}
