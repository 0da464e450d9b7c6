import type { AdminRequestView } from '@contracts/request-views';
import { formatAge } from '@domain/position-age';
import { isStale } from '@domain/position-fix';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/lib/use-now';

const RouteMap = lazy(() => import('@/components/map/route-map'));

const pointOf = (lat: number | null, lng: number | null) => (lat != null && lng != null ? { lat, lng } : null);

/** The same live map the customer watches, for the dispatcher. */
export function ProviderPositionMap({ request }: { request: AdminRequestView }) {
  const now = useNow();
  const provider = pointOf(request.providerCurrentLat, request.providerCurrentLng);
  const updatedAt = request.providerLastLocationUpdate;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">Live position</h3>
      <p className="text-sm text-slate-700">
        {!provider || !updatedAt
          ? 'No position from the provider yet.'
          : `${isStale(updatedAt, new Date(now)) ? 'Stale: last' : 'Updated'} ${formatAge(now - Date.parse(updatedAt))}`}
      </p>
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <RouteMap
          pickup={pointOf(request.customerLat, request.customerLng)}
          destination={pointOf(request.destinationLat, request.destinationLng)}
          provider={provider}
          label="Live map of the provider"
          height={256}
        />
      </Suspense>
    </div>
  );
}
