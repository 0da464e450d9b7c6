import type { ProviderJobView } from '@contracts/provider-views';
import { greatCircleMiles, googleMapsDirectionsUrl } from '@domain/geo';
import { isTowService } from '@domain/provider-job';
import { CardSection } from '@/components/ui/card';
import { ExternalLinkIcon, RouteIcon } from '@/components/ui/icons';

/** The tow: pickup, destination and the distance between them (spec §2: when the service is a tow). */
export function JobRouteCard({ job }: { job: ProviderJobView }) {
  if (!isTowService(job.serviceType) || job.status === 'completed') return null;
  const from = job.customerLat != null && job.customerLng != null ? { lat: job.customerLat, lng: job.customerLng } : null;
  const to = job.destinationLat != null && job.destinationLng != null ? { lat: job.destinationLat, lng: job.destinationLng } : null;
  const miles = job.estimatedDistance ?? (from && to ? greatCircleMiles(from, to) : null);

  return (
    <CardSection title="Tow Route" icon={<RouteIcon className="size-5 text-brand-700" />}>
      <dl className="space-y-3 text-base">
        <div>
          <dt className="text-sm text-slate-600">Pick up</dt>
          <dd className="font-medium text-slate-900">{job.locationAddress ?? 'Location shared by GPS'}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Tow to</dt>
          <dd className="font-medium text-slate-900">{job.destinationAddress ?? 'Ask the customer for the destination'}</dd>
        </div>
        {miles != null && (
          <div>
            <dt className="text-sm text-slate-600">Distance</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{miles.toFixed(1)} miles</dd>
          </div>
        )}
      </dl>
      {from && to && (
        <a
          href={googleMapsDirectionsUrl(from, to)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-1 text-base font-medium text-brand-700 underline"
        >
          Open the route in Google Maps
          <ExternalLinkIcon className="size-4" />
        </a>
      )}
    </CardSection>
  );
}
