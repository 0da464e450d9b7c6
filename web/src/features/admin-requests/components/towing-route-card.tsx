import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { milesText } from '@domain/distance';
import { formatLatLngFallback, googleMapsDirectionsUrl, type LatLng } from '@domain/geo';
import type { AdminRequestView } from '@contracts/request-views';
import { Button, buttonClasses } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { ExternalLinkIcon, RouteIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { destinationPoint, pickupPoint, routeDistance } from '../lib/request-display';

/** Leaflet loads only when an admin opens a map. */
const RouteMap = lazy(() => import('@/components/map/route-map'));

export function TowingRouteCard({ request }: { request: AdminRequestView }) {
  const mapRegionId = useId();
  const [showMap, setShowMap] = useState(false);
  const pickup = pickupPoint(request);
  const destination = destinationPoint(request);
  const distance = routeDistance(request);

  return (
    <CardSection
      title="Towing Route"
      icon={<RouteIcon className="size-5 text-brand-700" />}
      actions={
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showMap}
          aria-controls={mapRegionId}
          onClick={() => setShowMap((current) => !current)}
        >
          {showMap ? 'Hide Map' : 'Show Map'}
        </Button>
      }
    >
      <dl className="grid gap-4 sm:grid-cols-3">
        <RoutePoint label="Pickup" address={request.locationAddress} point={pickup} />
        <RoutePoint label="Destination" address={request.destinationAddress} point={destination} />
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Distance</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">
            {distance ? milesText(distance.miles, 'en') : '—'}
            {distance?.source === 'straight-line' && (
              <span className="block text-xs font-normal text-slate-500">Straight-line distance</span>
            )}
          </dd>
        </div>
      </dl>

      <div className="mt-4">
        <GoogleMapsLink from={pickup} to={destination} />
      </div>

      <div id={mapRegionId} className="mt-4 empty:hidden">
        {showMap && (
          <Suspense fallback={<Skeleton className="h-80 w-full" />}>
            <RouteMap pickup={pickup} destination={destination} label="Towing route map" />
          </Suspense>
        )}
      </div>
    </CardSection>
  );
}

function RoutePoint({ label, address, point }: { label: string; address: string | null; point: LatLng | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">
        {address ?? '—'}
        <span className="mt-0.5 block font-mono text-xs text-slate-600">
          {point ? formatLatLngFallback(point.lat, point.lng) : 'No coordinates'}
        </span>
      </dd>
    </div>
  );
}

function GoogleMapsLink({ from, to }: { from: LatLng | null; to: LatLng | null }) {
  const content: ReactNode = (
    <>
      Open in Google Maps
      <ExternalLinkIcon className="size-4" />
    </>
  );

  if (!from || !to) {
    return (
      <Button
        variant="outline"
        size="sm"
        onClick={() => toast.error('Error', { description: 'Missing location coordinates' })}
      >
        {content}
      </Button>
    );
  }

  return (
    <a
      href={googleMapsDirectionsUrl(from, to)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('outline', 'sm')}
    >
      {content}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
