import 'leaflet/dist/leaflet.css';
import type { DemandCellView } from '@contracts/insights-views';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { CircleMarker, MapContainer, Polygon, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { usePublicConfig } from '@/lib/public-config';
import { classOf, type DemandClass } from '../lib/demand-scale';
import { formatCount } from '../lib/insight-format';
import { PALETTE } from '../lib/palette';

/** Downtown Dallas, the whole area in view, when there is no hexagon to frame. */
const DFW_CENTER: [number, number] = [32.7767, -96.797];
const DEFAULT_ZOOM = 9;
const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

type DemandMapProps = {
  cells: readonly DemandCellView[];
  lostPoints: ReadonlyArray<[number, number]>;
  classes: readonly DemandClass[];
  label: string;
  describedBy: string;
};

/**
 * The hexagons in blue by their requests, and lost pickups as small orange dots. The wheel scrolls the
 * page, not the map, and on a touch screen one finger scrolls the page too: the map never holds the reader.
 */
export default function DemandMap({ cells, lostPoints, classes, label, describedBy }: DemandMapProps) {
  const intl = useIntl();
  const { data: config } = usePublicConfig();
  const tileUrl = config?.mapTileUrl;
  const touch = typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches;
  return (
    <div role="region" aria-label={label} aria-describedby={describedBy} className="isolate overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      <MapContainer center={DFW_CENTER} zoom={DEFAULT_ZOOM} scrollWheelZoom={false} dragging={!touch} preferCanvas className="h-80 w-full sm:h-[28rem]">
        {tileUrl && <TileLayer url={tileUrl} attribution={tileUrl.includes('openstreetmap') ? intl.formatMessage({ id: 'common.map.osmAttribution' }, { osm: OSM_LINK }) : undefined} />}
        {cells.map((cell) => (
          <Polygon
            key={cell.cell}
            positions={cell.boundary}
            pathOptions={{ color: '#1e3a8a', weight: 1, opacity: 0.6, fillColor: classOf(classes, cell.requests)?.color ?? '#ffffff', fillOpacity: 0.7 }}
          >
            <Tooltip sticky>
              Near {cell.near}
              {cell.county ? `, ${cell.county} County` : ''}: {formatCount(cell.requests)} requests, {formatCount(cell.lost)} lost
            </Tooltip>
          </Polygon>
        ))}
        {lostPoints.map(([lat, lng], index) => (
          <CircleMarker
            key={`${lat},${lng},${index}`}
            center={[lat, lng]}
            radius={2.5}
            interactive={false}
            pathOptions={{ color: '#000000', weight: 0.5, fillColor: PALETTE.orange, fillOpacity: 0.85 }}
          />
        ))}
        <FrameCells cells={cells} />
      </MapContainer>
    </div>
  );
}

/** Frames every hexagon once the figures come, and again when a filter changes which there are. */
function FrameCells({ cells }: { cells: readonly DemandCellView[] }) {
  const map = useMap();
  const signature = cells.map((cell) => cell.cell).join(',');
  useEffect(() => {
    const corners = cells.flatMap((cell) => cell.boundary);
    if (corners.length === 0) return;
    const lats = corners.map(([lat]) => lat);
    const lngs = corners.map(([, lng]) => lng);
    map.fitBounds(
      [
        [Math.min(...lats), Math.min(...lngs)],
        [Math.max(...lats), Math.max(...lngs)],
      ],
      { padding: [16, 16], maxZoom: 11, animate: false },
    );
    // The signature stands for the cells: a refetch with the same hexagons leaves the reader's view alone.
  }, [map, signature]);
  return null;
}
