import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip, useMap, ZoomControl } from 'react-leaflet';
import { isValidLatLng, type LatLng } from '@domain/geo';
import type { MessageId } from '@/i18n/messages';
import { usePublicConfig } from '@/lib/public-config';
import { paddedBounds } from './map-bounds';
import { useGlide } from './use-glide';

type PointKind = 'pickup' | 'destination' | 'provider';

const MARKERS: Record<PointKind, { label: MessageId; color: string }> = {
  pickup: { label: 'common.map.pickup', color: '#047857' },
  destination: { label: 'common.map.destination', color: '#b91c1c' },
  provider: { label: 'common.map.provider', color: '#1e40af' },
};

const DEFAULT_ZOOM = 13;
/** Spec §9: the centre when there is no point to show. */
const FALLBACK_CENTER: LatLng = { lat: 37.7749, lng: -122.4194 };
const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export type RouteMapProps = {
  pickup?: LatLng | null;
  destination?: LatLng | null;
  provider?: LatLng | null;
  /** Names the map for assistive technology; 'Route map' in the reader's language unless given. */
  label?: string;
  height?: number;
  className?: string;
};

type Point = LatLng & { kind: PointKind };

const toPoint = (kind: PointKind, value: LatLng | null | undefined): Point | null =>
  value && isValidLatLng(value.lat, value.lng) ? { kind, lat: value.lat, lng: value.lng } : null;

/**
 * Pickup, destination and provider as circle markers (no image assets, so nothing breaks under the
 * bundler) with the pickup-to-destination line; markers render even when no tile can be fetched.
 */
export function RouteMap({ pickup, destination, provider, label, height = 320, className }: RouteMapProps) {
  const intl = useIntl();
  const { data: config } = usePublicConfig();
  const providerShown = useGlide(toPoint('provider', provider));
  const points = useMemo(
    () =>
      [toPoint('pickup', pickup), toPoint('destination', destination), toPoint('provider', providerShown)].filter(
        (point): point is Point => point !== null,
      ),
    [pickup, destination, providerShown],
  );
  const start = points.find((point) => point.kind === 'pickup');
  const end = points.find((point) => point.kind === 'destination');
  const center = points[0] ?? FALLBACK_CENTER;
  const tileUrl = config?.mapTileUrl;

  return (
    <figure className={className}>
      <div role="region" aria-label={label ?? intl.formatMessage({ id: 'common.map.label' })} className="isolate overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
        <MapContainer
          center={[center.lat, center.lng]}
          zoom={DEFAULT_ZOOM}
          scrollWheelZoom={false}
          zoomControl={false}
          style={{ height, width: '100%' }}
        >
          {/* Leaflet sets a control's words once: a new key rebuilds them in a new language. */}
          <ZoomControl
            key={`zoom-${intl.locale}`}
            zoomInTitle={intl.formatMessage({ id: 'common.map.zoomIn' })}
            zoomOutTitle={intl.formatMessage({ id: 'common.map.zoomOut' })}
          />
          {tileUrl && (
            <TileLayer
              key={`tiles-${intl.locale}`}
              url={tileUrl}
              attribution={tileUrl.includes('openstreetmap') ? intl.formatMessage({ id: 'common.map.osmAttribution' }, { osm: OSM_LINK }) : undefined}
            />
          )}
          {start && end && (
            <Polyline
              positions={[
                [start.lat, start.lng],
                [end.lat, end.lng],
              ]}
              pathOptions={{ color: '#1e3a8a', weight: 4, opacity: 0.8, dashArray: '8 8' }}
            />
          )}
          {points.map((point) => (
            <CircleMarker
              key={point.kind}
              center={[point.lat, point.lng]}
              radius={9}
              pathOptions={{ color: '#ffffff', weight: 3, fillColor: MARKERS[point.kind].color, fillOpacity: 1 }}
            >
              <Tooltip>{intl.formatMessage({ id: MARKERS[point.kind].label })}</Tooltip>
            </CircleMarker>
          ))}
          <FitToPoints points={points} />
        </MapContainer>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        {points.length === 0 ? (
          <FormattedMessage id="common.map.noPoints" />
        ) : (
          points.map((point) => (
            <span key={point.kind} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: MARKERS[point.kind].color }} />
              {intl.formatMessage({ id: MARKERS[point.kind].label })}
            </span>
          ))
        )}
      </figcaption>
    </figure>
  );
}

function FitToPoints({ points }: { points: readonly Point[] }) {
  const map = useMap();
  // The fixed points decide the view; the provider moves inside it and refits it only on leaving it.
  const fixedKey = points.map((point) => (point.kind === 'provider' ? 'provider' : `${point.kind}:${point.lat},${point.lng}`)).join('|');
  const provider = points.find((point) => point.kind === 'provider');

  useEffect(() => {
    if (points.length === 1) {
      map.setView([points[0].lat, points[0].lng], DEFAULT_ZOOM);
      return;
    }
    const bounds = paddedBounds(points);
    if (bounds) map.fitBounds(bounds);
    // `fixedKey` captures every fixed coordinate, so a re-render with equal points does not move the map.
  }, [map, fixedKey]);

  useEffect(() => {
    if (!provider || map.getBounds().contains([provider.lat, provider.lng])) return;
    const bounds = paddedBounds(points);
    if (bounds) map.fitBounds(bounds);
  }, [map, provider?.lat, provider?.lng]);

  return null;
}

export default RouteMap;
