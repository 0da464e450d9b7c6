import type { CustomerRequestView } from '@contracts/request-views';
import { etaMinutes, formatEta, greatCircleMiles, type LatLng } from '@domain/geo';
import { formatAge } from '@domain/position-age';
import { isStale } from '@domain/position-fix';
import { lazy, Suspense } from 'react';
import { CardSection } from '@/components/ui/card';
import { ExternalLinkIcon, MapPinIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublicConfig } from '@/lib/public-config';
import { useNow } from '@/lib/use-now';
import { useRoadEta } from '../api/get-road-eta';

/** Leaflet loads with the first assigned job, never on the customer's first visit. */
const RouteMap = lazy(() => import('@/components/map/route-map'));

const pointOf = (lat: number | null | undefined, lng: number | null | undefined): LatLng | null =>
  lat != null && lng != null ? { lat, lng } : null;

/** Spec §2: the provider on a live map with the distance, an honest ETA and how fresh the position is. */
export function LiveTrackingPanel({ request }: { request: CustomerRequestView }) {
  const now = useNow();
  const provider = pointOf(request.provider?.lat, request.provider?.lng);
  const pickup = pointOf(request.customerLat, request.customerLng);
  const destination = pointOf(request.destinationLat, request.destinationLng);
  const updatedAt = request.provider?.lastLocationUpdate ?? null;
  const stale = provider !== null && isStale(updatedAt, new Date(now));
  const driving = request.status === 'en_route' && provider && pickup;
  const miles = driving ? greatCircleMiles(provider, pickup) : null;
  const { data: config } = usePublicConfig();
  const { data: road } = useRoadEta(request.trackingId ?? '', Boolean(driving && config?.roadRouting && request.trackingId));

  return (
    <CardSection title="Live Tracking" icon={<MapPinIcon className="size-5 text-brand-700" />}>
      <div aria-live="polite" className="mb-3 space-y-1">
        {!provider ? (
          <p className="text-slate-700">Waiting for your provider&apos;s location… It appears here as soon as their phone shares it.</p>
        ) : (
          <>
            {driving && road ? (
              <p className="text-lg font-semibold text-slate-900">
                {road.miles.toFixed(1)} miles away by road · about {formatEta(road.minutes)}
                <span className="block text-sm font-normal text-slate-600">Drive time along the roads from the provider&apos;s last position.</span>
              </p>
            ) : miles != null && (
              <p className="text-lg font-semibold text-slate-900">
                About {miles.toFixed(1)} miles away · about {formatEta(etaMinutes(miles))}
                <span className="block text-sm font-normal text-slate-600">Straight-line estimate at 25 mph; the road route may be longer.</span>
              </p>
            )}
            <p className={stale ? 'rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900' : 'text-sm text-slate-600'}>
              {stale
                ? `No update from your provider's phone for over a minute (last ${formatAge(now - Date.parse(updatedAt!))}). The marker shows their last known position.`
                : `Location updated ${formatAge(now - Date.parse(updatedAt!))}`}
            </p>
          </>
        )}
      </div>
      <Suspense fallback={<Skeleton className="h-80 w-full" />}>
        <RouteMap pickup={pickup} destination={destination} provider={provider} label="Live map of your provider" />
      </Suspense>
      {provider && (
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${provider.lat},${provider.lng}`}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
        >
          Open in Google Maps
          <ExternalLinkIcon className="size-4" />
        </a>
      )}
    </CardSection>
  );
}
