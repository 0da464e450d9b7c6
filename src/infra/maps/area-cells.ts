import { cellToBoundary, cellToLatLng, latLngToCell } from 'h3-js';
import { greatCircleMiles } from '../../domain/geo';

/** H3 resolution 6: hexagons of about 36 km², a few to a town, so the metro's demand reads at a glance. */
export const AREA_CELL_RESOLUTION = 6;

/** The hexagon a pickup point falls in. */
export function areaCellAt(lat: number, lng: number): string {
  return latLngToCell(lat, lng, AREA_CELL_RESOLUTION);
}

export interface AreaCellShape {
  center: [number, number];
  boundary: Array<[number, number]>;
}

/** Where to draw a hexagon: its centre and corners, [lat, lng]. */
export function areaCellShape(cell: string): AreaCellShape {
  const [lat, lng] = cellToLatLng(cell);
  return { center: [round(lat), round(lng)], boundary: cellToBoundary(cell).map(([a, b]) => [round(a), round(b)]) };
}

/** Towns across the metro, to name an area in words: 'Near Arlington'. */
const TOWNS: ReadonlyArray<readonly [string, number, number]> = [
  ['Dallas', 32.7767, -96.797],
  ['Fort Worth', 32.7555, -97.3308],
  ['Arlington', 32.7357, -97.1081],
  ['Plano', 33.0198, -96.6989],
  ['Frisco', 33.1507, -96.8236],
  ['McKinney', 33.1972, -96.6398],
  ['Irving', 32.814, -96.9489],
  ['Garland', 32.9126, -96.6389],
  ['Grand Prairie', 32.7459, -96.9978],
  ['Mesquite', 32.7668, -96.5992],
  ['Carrollton', 32.9756, -96.8899],
  ['Richardson', 32.9483, -96.7299],
  ['Denton', 33.2148, -97.1331],
  ['Lewisville', 33.0462, -96.9942],
  ['Allen', 33.1032, -96.6706],
  ['Flower Mound', 33.0146, -97.097],
  ['Mansfield', 32.5632, -97.1417],
  ['North Richland Hills', 32.8343, -97.2289],
  ['Euless', 32.8371, -97.082],
  ['Grapevine', 32.9343, -97.0781],
  ['Keller', 32.9346, -97.2517],
  ['Rowlett', 32.9029, -96.5639],
  ['Wylie', 33.0151, -96.5389],
  ['DeSoto', 32.5899, -96.857],
  ['Duncanville', 32.6518, -96.9083],
  ['Cedar Hill', 32.5885, -96.9561],
  ['Lancaster', 32.5921, -96.7561],
  ['Burleson', 32.5421, -97.3208],
  ['Weatherford', 32.7593, -97.7973],
  ['Waxahachie', 32.3865, -96.8483],
  ['Midlothian', 32.4824, -96.9944],
  ['Cleburne', 32.3476, -97.3867],
  ['Rockwall', 32.9313, -96.4597],
  ['Forney', 32.7482, -96.4719],
  ['Terrell', 32.7357, -96.2753],
  ['Greenville', 33.1385, -96.1108],
  ['Decatur', 33.2343, -97.5861],
  ['Prosper', 33.2362, -96.8011],
  ['Little Elm', 33.1626, -96.9375],
  ['Azle', 32.8957, -97.5436],
  ['Benbrook', 32.6732, -97.4606],
  ['Addison', 32.9618, -96.8292],
];

/** The nearest of the metro's towns to a point. */
export function nearestTown(lat: number, lng: number): string {
  let best = TOWNS[0];
  let bestMiles = Infinity;
  for (const town of TOWNS) {
    const miles = greatCircleMiles({ lat, lng }, { lat: town[1], lng: town[2] });
    if (miles < bestMiles) [best, bestMiles] = [town, miles];
  }
  return best[0];
}

const round = (degrees: number): number => Math.round(degrees * 1e5) / 1e5;
