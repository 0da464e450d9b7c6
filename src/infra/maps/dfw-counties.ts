import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { readFileSync } from 'node:fs';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The eleven counties of the Dallas–Fort Worth metro, by their census (FIPS) codes. */
const DFW_COUNTY_CODES: Record<string, string> = {
  '48085': 'Collin',
  '48113': 'Dallas',
  '48121': 'Denton',
  '48139': 'Ellis',
  '48231': 'Hunt',
  '48251': 'Johnson',
  '48257': 'Kaufman',
  '48367': 'Parker',
  '48397': 'Rockwall',
  '48439': 'Tarrant',
  '48497': 'Wise',
};

/** Their names, busiest first as the marketing pages list them, then alphabetically. */
export const DFW_COUNTIES: readonly string[] = ['Dallas', 'Tarrant', 'Collin', 'Denton', 'Ellis', 'Hunt', 'Johnson', 'Kaufman', 'Parker', 'Rockwall', 'Wise'];

type CountyShape = { name: string; shape: Feature<Polygon | MultiPolygon> };

let shapes: CountyShape[] | null = null;

/** The census's county outlines (1:10 million, about a kilometre of precision), read once when first asked. */
function countyShapes(): CountyShape[] {
  if (shapes) return shapes;
  const topology = JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8')) as Topology<{ counties: GeometryCollection }>;
  const collection = feature(topology, topology.objects.counties);
  shapes = collection.features
    .filter((county) => Object.hasOwn(DFW_COUNTY_CODES, String(county.id)))
    .map((county) => ({ name: DFW_COUNTY_CODES[String(county.id)], shape: county as Feature<Polygon | MultiPolygon> }));
  return shapes;
}

/** The metro county a point lies in ('Tarrant'), or null outside the metro. */
export function dfwCountyAt(lat: number, lng: number): string | null {
  return countyShapes().find(({ shape }) => booleanPointInPolygon([lng, lat], shape))?.name ?? null;
}
