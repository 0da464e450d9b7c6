import 'leaflet/dist/leaflet.css';
import type { FleetRequestView } from '@contracts/offer-views';
import type { LatLng } from '@domain/geo';
import { divIcon, type DivIcon, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { useNavigate } from 'react-router-dom';
import { paddedBounds } from '@/components/map/map-bounds';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { usePublicConfig } from '@/lib/public-config';
import { FLEET_COLORS, requestDescription, requestGroup, type PlacedProvider } from './fleet-map-legend';

/** Downtown Dallas, when there is nothing to show yet. */
const DFW_CENTER: LatLng = { lat: 32.7767, lng: -96.797 };
const DEFAULT_ZOOM = 10;
const MAP_HEIGHT = 360;
const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

// Lucide's truck, drawn as the provider's marker (a div icon carries markup, not components).
const TRUCK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="white" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' +
  '<path d="M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2"/><path d="M15 18H9"/>' +
  '<path d="M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14"/><circle cx="17" cy="18" r="2"/><circle cx="7" cy="18" r="2"/></svg>';

const icons = new Map<string, DivIcon>();

/** One icon per kind and colour, so a re-render never swaps a marker's element. */
function iconOf(kind: 'request' | 'provider', color: string): DivIcon {
  const key = `${kind}:${color}`;
  let icon = icons.get(key);
  if (!icon) {
    icon =
      kind === 'request'
        ? divIcon({
            className: '',
            html: `<span style="display:block;width:20px;height:20px;border-radius:9999px;background:${color};border:3px solid #fff;box-shadow:0 1px 3px rgb(0 0 0 / .45)"></span>`,
            iconSize: [20, 20],
            iconAnchor: [10, 10],
          })
        : divIcon({
            className: '',
            html: `<span style="display:flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:6px;background:${color};border:2px solid #fff;box-shadow:0 1px 3px rgb(0 0 0 / .45)">${TRUCK_SVG}</span>`,
            iconSize: [28, 28],
            iconAnchor: [14, 14],
          });
    icons.set(key, icon);
  }
  return icon;
}

type FleetMapCanvasProps = { requests: FleetRequestView[]; providers: PlacedProvider[] };

/** Requests as dots coloured by stage (a click or Enter opens the request), providers as trucks. */
export default function FleetMapCanvas({ requests, providers }: FleetMapCanvasProps) {
  const navigate = useNavigate();
  const { data: config } = usePublicConfig();
  const tileUrl = config?.mapTileUrl;
  const [following, setFollowing] = useState(true);
  const points = [...requests, ...providers];
  const intl = useIntl();

  return (
    <div role="region" aria-label="Map of open requests and on-duty providers" className="isolate overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      <MapContainer center={[DFW_CENTER.lat, DFW_CENTER.lng]} zoom={DEFAULT_ZOOM} scrollWheelZoom={false} style={{ height: MAP_HEIGHT, width: '100%' }}>
        {tileUrl && <TileLayer url={tileUrl} attribution={tileUrl.includes('openstreetmap') ? intl.formatMessage({ id: 'common.map.osmAttribution' }, { osm: OSM_LINK }) : undefined} />}
        {requests.map((request) => (
          <LabelledMarker
            key={`request-${request.id}`}
            point={request}
            icon={iconOf('request', requestGroup(request.status).color)}
            label={`Open request of ${requestDescription(request)}`}
            tooltip={requestDescription(request)}
            onOpen={() => void navigate(paths.adminRequest(request.id))}
          />
        ))}
        {providers.map((provider) => (
          <LabelledMarker
            key={`provider-${provider.id}`}
            point={provider}
            icon={iconOf('provider', provider.stale ? FLEET_COLORS.stale : provider.busy ? FLEET_COLORS.busy : FLEET_COLORS.available)}
            label={`Truck of ${provider.description}`}
            tooltip={provider.description}
            dimmed={provider.stale}
          />
        ))}
        <FollowFleet points={points} following={following} onUserMove={() => setFollowing(false)} />
      </MapContainer>
      {!following && points.length > 0 && (
        <p className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
          The map stays where you moved it.
          <Button variant="outline" size="sm" onClick={() => setFollowing(true)}>
            Show all requests and trucks
          </Button>
        </p>
      )}
    </div>
  );
}

type LabelledMarkerProps = { point: LatLng; icon: DivIcon; label: string; tooltip: string; onOpen?: () => void; dimmed?: boolean };

/**
 * A marker named in words on Leaflet's own element: a button when it opens something (a click or
 * Enter), otherwise an image a screen reader can still read.
 */
function LabelledMarker({ point, icon, label, tooltip, onOpen, dimmed = false }: LabelledMarkerProps) {
  const marker = useRef<LeafletMarker>(null);
  useEffect(() => {
    const element = marker.current?.getElement();
    element?.setAttribute('aria-label', label);
    if (!onOpen) element?.setAttribute('role', 'img');
  });
  return (
    <Marker
      ref={marker}
      position={[point.lat, point.lng]}
      icon={icon}
      keyboard={onOpen !== undefined}
      opacity={dimmed ? 0.8 : 1}
      zIndexOffset={onOpen ? 0 : -100}
      eventHandlers={onOpen ? { click: onOpen, keypress: (event) => (event.originalEvent as KeyboardEvent).key === 'Enter' && onOpen() } : {}}
    >
      <Tooltip>{tooltip}</Tooltip>
    </Marker>
  );
}

/**
 * Keeps every request and truck in view as they come, move and go, until the dispatcher pans or zooms
 * the map themselves; then it stays where they put it until they ask to see everything again.
 */
function FollowFleet({ points, following, onUserMove }: { points: readonly LatLng[]; following: boolean; onUserMove: () => void }) {
  const map = useMap();
  const fitting = useRef(false);
  const signature = points.map((point) => `${point.lat},${point.lng}`).join('|');
  const frame = useEffectEvent(() => {
    const bounds = paddedBounds(points);
    if (!bounds) return;
    fitting.current = true;
    map.fitBounds(bounds, { maxZoom: 13, animate: false });
    fitting.current = false;
  });
  const userMoved = useEffectEvent(() => {
    if (!fitting.current) onUserMove();
  });

  useEffect(() => {
    if (following) frame();
  }, [following, signature]);

  useEffect(() => {
    const onMove = () => userMoved();
    const onResize = () => following && frame();
    map.on('dragstart zoomstart', onMove);
    map.on('resize', onResize);
    return () => {
      map.off('dragstart zoomstart', onMove);
      map.off('resize', onResize);
    };
  }, [map, following]);
  return null;
}
