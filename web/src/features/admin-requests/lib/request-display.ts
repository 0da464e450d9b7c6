import { greatCircleMiles, isValidLatLng, type LatLng } from '@domain/geo';
import type { AdminRequestSummary, AdminRequestView } from '@contracts/request-views';
import type { BadgeTone } from '@/components/ui/badge';

/** The short code an admin reads out: the tracking id, else the first 8 characters of the id. */
export const requestCode = (request: Pick<AdminRequestSummary, 'id' | 'trackingId'>): string =>
  request.trackingId ?? request.id.slice(0, 8).toUpperCase();

export function vehicleLabel(request: Pick<AdminRequestSummary, 'vehicleYear' | 'vehicleMake' | 'vehicleModel'>): string {
  const parts = [request.vehicleYear, request.vehicleMake, request.vehicleModel].filter(
    (part) => part !== null && part !== '',
  );
  return parts.length > 0 ? parts.join(' ') : '—';
}

/** Spec §2: completed requests belong to the Completed tab, every other one is active. */
export const isActiveRequest = (request: Pick<AdminRequestSummary, 'status'>): boolean => request.status !== 'completed';

export function boardCounts(requests: readonly AdminRequestSummary[]) {
  return {
    pending: requests.filter((request) => request.status === 'pending_admin_review').length,
    negotiating: requests.filter((request) => request.status === 'negotiating').length,
  };
}

const STATUS_TONES: Record<string, BadgeTone> = {
  pending_admin_review: 'warning',
  negotiating: 'info',
  admin_priced: 'brand',
  pending_customer_response: 'brand',
  completed: 'success',
  deposit_paid: 'success',
  payment_completed: 'success',
  cancelled: 'danger',
};

export const statusTone = (status: string): BadgeTone => STATUS_TONES[status] ?? 'neutral';

export type RouteDistance = { miles: number; source: 'estimated' | 'straight-line' };

type RouteFields = Pick<AdminRequestView, 'customerLat' | 'customerLng' | 'destinationLat' | 'destinationLng' | 'estimatedDistance'>;

export const pickupPoint = (request: RouteFields) => point(request.customerLat, request.customerLng);
export const destinationPoint = (request: RouteFields) => point(request.destinationLat, request.destinationLng);

function point(lat: number | null, lng: number | null): LatLng | null {
  return isValidLatLng(lat, lng) ? { lat: lat as number, lng: lng as number } : null;
}

/** Spec §2: the stored estimate, else the straight line when both ends are known, else nothing. */
export function routeDistance(request: RouteFields): RouteDistance | null {
  if (request.estimatedDistance !== null && Number.isFinite(request.estimatedDistance)) {
    return { miles: request.estimatedDistance, source: 'estimated' };
  }
  const [from, to] = [pickupPoint(request), destinationPoint(request)];
  return from && to ? { miles: greatCircleMiles(from, to), source: 'straight-line' } : null;
}

export const formatMiles = (miles: number): string =>
  `${miles.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${miles === 1 ? 'mile' : 'miles'}`;
