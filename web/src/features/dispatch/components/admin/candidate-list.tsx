import type { CandidateView } from '@contracts/provider-views';
import { milesText } from '@domain/distance';
import { AVERAGE_SPEED_MPH, formatEta } from '@domain/geo';
import type { Exclusion } from '@domain/provider-matching';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPhone, formatShare } from '@/lib/display-format';
import { useCandidates } from '../../api/candidates';

const EXCLUSION_LABELS: Record<Exclusion, string> = {
  suspended: 'paused',
  insurance_expired: 'Suspended — insurance expired',
  licence_expired: 'Suspended — licence expired',
  under_review: 'documents under review',
  off_duty: 'off duty',
  busy: 'busy on a job',
  lacks_service: 'does not do this service',
  lacks_vehicle_class: 'cannot tow this vehicle',
  no_pickup: 'the request has no pickup location on the map',
  no_location: 'no home base',
  outside_radius: 'outside their radius',
};

const PLACED_BY: Record<NonNullable<CandidateView['placedBy']>, string> = {
  live: 'from their live position',
  home: 'from their home base',
};

type CandidateListProps = {
  requestId: string;
  pending: boolean;
  onAssign: (providerId: string) => void;
  offering: boolean;
  onOffer: (providerId: string) => void;
  /** Providers holding an open offer for this request: they are waited for, not offered again. */
  offeredIds: ReadonlySet<string>;
};

/** The roster ranked for this request: offer the job or assign it in one click, and see why others are not listed. */
export function CandidateList({ requestId, pending, onAssign, offering, onOffer, offeredIds }: CandidateListProps) {
  const candidates = useCandidates(requestId);
  if (candidates.isPending) return <Skeleton className="h-24" />;
  if (candidates.isError) return <p className="text-sm text-amber-800">The ranked providers could not be loaded; assign by name below.</p>;

  if (candidates.data.length > 0 && candidates.data.every((candidate) => candidate.exclusions.includes('no_pickup'))) {
    return (
      <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        This request has no pickup location on the map, so providers cannot be ranked for it. Assign one by name below.
      </p>
    );
  }
  const eligible = candidates.data.filter((candidate) => candidate.exclusions.length === 0);
  const excluded = candidates.data.filter((candidate) => candidate.exclusions.length > 0);
  return (
    <section aria-labelledby="candidates-heading" className="space-y-3">
      <h3 id="candidates-heading" className="text-sm font-semibold text-slate-900">
        Best providers for this job
      </h3>
      {eligible.length === 0 ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <strong>No Eligible Providers</strong>: nobody on duty takes this job here. Assign one by name below.
        </p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {eligible.map((candidate, rank) => (
            <li key={candidate.providerId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {rank + 1}. {candidate.name}
                </p>
                <p className="text-sm text-slate-600">{facts(candidate)}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {offeredIds.has(candidate.providerId) ? (
                  <Badge tone="info">Offer open</Badge>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Send Offer to ${candidate.name}`}
                    disabled={offering}
                    onClick={() => onOffer(candidate.providerId)}
                  >
                    Send Offer
                  </Button>
                )}
                <Button size="sm" aria-label={`Assign ${candidate.name}`} disabled={pending} onClick={() => onAssign(candidate.providerId)}>
                  Assign
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {excluded.length > 0 && (
        <details className="text-sm text-slate-700">
          <summary className="min-h-11 cursor-pointer py-2 font-medium">Not available ({excluded.length})</summary>
          <ul className="space-y-1 pl-4">
            {excluded.map((candidate) => (
              <li key={candidate.providerId}>
                {candidate.name} · {formatPhone(candidate.phone)}: {candidate.exclusions.map((reason) => EXCLUSION_LABELS[reason]).join(', ')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

const ETA_BASIS: Record<NonNullable<CandidateView['etaBasis']>, string> = {
  road: 'by road',
  straight_line: `(straight line at ${AVERAGE_SPEED_MPH} mph)`,
};

/** Distance (and where from) with the pickup time and how it was measured, rating, how often they accept, today's load. */
function facts(candidate: CandidateView): string {
  const eta = candidate.etaMinutes === null ? '—' : formatEta(candidate.etaMinutes);
  const distance = candidate.distanceMiles === null ? '— mi' : milesText(candidate.distanceMiles, 'en');
  const parts = [
    candidate.placedBy ? `${distance} ${PLACED_BY[candidate.placedBy]}` : distance,
    candidate.etaBasis ? `about ${eta} ${ETA_BASIS[candidate.etaBasis]}` : `about ${eta}`,
    candidate.rating != null ? `rating ${candidate.rating.toFixed(1)} / 5` : 'no ratings yet',
    `acceptance ${formatShare(candidate.acceptanceRate)}`,
    candidate.jobsToday === 1 ? '1 job today' : `${candidate.jobsToday} jobs today`,
  ];
  return parts.join(' · ');
}
