import type { CustomerRequestView } from '@contracts/request-views';
import { milesText } from '@domain/distance';
import { etaMinutes, greatCircleMiles, type LatLng } from '@domain/geo';
import { isStale } from '@domain/position-fix';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { CardSection } from '@/components/ui/card';
import { ExternalLinkIcon, MapPinIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/i18n/language-provider';
import { usePublicConfig } from '@/lib/public-config';
import { useHydrated } from '@/lib/use-hydrated';
import { useNow } from '@/lib/use-now';
import { useRoadEta } from '../api/get-road-eta';
import { agePhrase, etaPhrase, type Phrase } from '../lib/live-phrases';

/** Leaflet loads with the first assigned job, never on the customer's first visit. */
const RouteMap = lazy(() => import('@/components/map/route-map'));

const pointOf = (lat: number | null | undefined, lng: number | null | undefined): LatLng | null =>
  lat != null && lng != null ? { lat, lng } : null;

/** Spec §2: the provider on a live map with the distance, an honest ETA and how fresh the position is. */
export function LiveTrackingPanel({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const now = useNow();
  const hydrated = useHydrated();
  const provider = pointOf(request.provider?.lat, request.provider?.lng);
  const pickup = pointOf(request.customerLat, request.customerLng);
  const destination = pointOf(request.destinationLat, request.destinationLng);
  const updatedAt = request.provider?.lastLocationUpdate ?? null;
  const stale = provider !== null && isStale(updatedAt, new Date(now));
  const driving = request.status === 'en_route' && provider && pickup;
  const miles = driving ? greatCircleMiles(provider, pickup) : null;
  const { data: config } = usePublicConfig();
  const { data: road } = useRoadEta(request.trackingId ?? '', Boolean(driving && config?.roadRouting && request.trackingId));

  const say = ({ id, values }: Phrase) => intl.formatMessage({ id }, values);
  const age = () => say(agePhrase(now - Date.parse(updatedAt!)));

  return (
    <CardSection title={intl.formatMessage({ id: 'tracking.live.heading' })} icon={<MapPinIcon className="size-5 text-brand-700" />}>
      <div aria-live="polite" className="mb-3 space-y-1">
        {!provider ? (
          <p className="text-slate-700">{intl.formatMessage({ id: 'tracking.live.waiting' })}</p>
        ) : (
          <>
            {driving && road ? (
              <p className="text-lg font-semibold text-slate-900">
                {intl.formatMessage({ id: 'tracking.live.road' }, { distance: milesText(road.miles, language), eta: say(etaPhrase(road.minutes)) })}
                <span className="block text-sm font-normal text-slate-600">{intl.formatMessage({ id: 'tracking.live.road.note' })}</span>
              </p>
            ) : miles != null && (
              <p className="text-lg font-semibold text-slate-900">
                {intl.formatMessage({ id: 'tracking.live.straight' }, { distance: milesText(miles, language), eta: say(etaPhrase(etaMinutes(miles))) })}
                <span className="block text-sm font-normal text-slate-600">{intl.formatMessage({ id: 'tracking.live.straight.note' })}</span>
              </p>
            )}
            {/* The server's clock and the phone's differ by the trip between them: the age is the phone's from its first tick. */}
            <p className={stale ? 'rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900' : 'text-sm text-slate-600'} suppressHydrationWarning>
              {intl.formatMessage({ id: stale ? 'tracking.live.stale' : 'tracking.live.updated' }, { age: age() })}
            </p>
          </>
        )}
      </div>
      {/* A server-rendered page paints the map's place; the map itself is drawn in the browser. */}
      {hydrated ? (
        <Suspense fallback={<MapLoading />}>
          <RouteMap pickup={pickup} destination={destination} provider={provider} label={intl.formatMessage({ id: 'tracking.live.mapLabel' })} />
        </Suspense>
      ) : (
        <MapLoading />
      )}
      {provider && (
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${provider.lat},${provider.lng}`}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
        >
          {intl.formatMessage({ id: 'tracking.live.openInMaps' })}
          <ExternalLinkIcon className="size-4" />
        </a>
      )}
    </CardSection>
  );
}

const MapLoading = () => <Skeleton className="h-80 w-full" />;
