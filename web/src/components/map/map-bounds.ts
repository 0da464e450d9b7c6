import type { LatLng } from '@domain/geo';

/** Spec §9: pad the box around the points by 30% of its span, at least 0.01 degrees a side. */
const PADDING_RATIO = 0.3;
const MIN_PADDING_DEGREES = 0.01;

export type BoundsBox = [[south: number, west: number], [north: number, east: number]];

export function paddedBounds(points: readonly LatLng[]): BoundsBox | null {
  if (points.length === 0) return null;
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const latPad = Math.max((north - south) * PADDING_RATIO, MIN_PADDING_DEGREES);
  const lngPad = Math.max((east - west) * PADDING_RATIO, MIN_PADDING_DEGREES);
  return [
    [south - latPad, west - lngPad],
    [north + latPad, east + lngPad],
  ];
}
