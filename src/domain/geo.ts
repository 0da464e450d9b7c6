export const EARTH_RADIUS_MILES = 3959;
export const AVERAGE_SPEED_MPH = 25;

export type LatLng = { lat: number; lng: number };

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

const METERS_PER_MILE = 1609.344;

function haversineMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
}

export function greatCircleMiles(a: LatLng, b: LatLng): number {
  return Math.round(haversineMiles(a, b) * 10) / 10;
}

/** Whole meters, for distances at the curb where a tenth of a mile is too coarse. */
export function greatCircleMeters(a: LatLng, b: LatLng): number {
  return Math.round(haversineMiles(a, b) * METERS_PER_MILE);
}

export function etaMinutes(miles: number): number {
  const minutes = (miles * 60) / AVERAGE_SPEED_MPH;
  // Tenth-of-a-mile inputs can land a hair above a whole minute in floating point.
  return Math.max(0, Math.ceil(minutes - 1e-9));
}

/** A drive by road as people read it: tenths of a mile, and whole minutes (at least one). */
export interface RoadDrive {
  miles: number;
  minutes: number;
}

export function roadDrive(meters: number, seconds: number): RoadDrive {
  return { miles: Math.round((meters / METERS_PER_MILE) * 10) / 10, minutes: Math.max(1, Math.ceil(seconds / 60)) };
}

export function formatEta(minutes: number): string {
  const whole = Math.ceil(minutes);
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)}h ${whole % 60}min`;
}

export function isValidLatLng(lat: unknown, lng: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

export function googleMapsDirectionsUrl(from: LatLng, to: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&origin=${from.lat},${from.lng}&destination=${to.lat},${to.lng}`;
}

export function formatLatLngFallback(lat: number, lng: number): string {
  return `Lat: ${lat.toFixed(5)}, Lng: ${lng.toFixed(5)}`;
}
