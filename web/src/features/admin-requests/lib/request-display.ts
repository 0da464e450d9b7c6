import { greatCircleMiles, isValidLatLng, type LatLng } from '@domain/geo';
import type { AdminRequestSummary, AdminRequestView } from '@contracts/request-views';
import { ACTIVE_PROVIDER_STATUSES, isClosed } from '@domain/request-status';
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

type RequestType = AdminRequestSummary['requestType'];
type Channel = { group: string; label: string; heading: string };

/** How a request reached us: a dispatcher taking a call, a conversation by text, or the web form. */
const CHANNELS: Record<RequestType, Channel> = {
  phone: { group: 'Phone Requests', label: 'Phone', heading: 'Phone request' },
  sms: { group: 'Text Requests', label: 'SMS', heading: 'Text request' },
  online: { group: 'Online Requests', label: 'Online', heading: 'Online request' },
  partner: { group: 'Business Account Requests', label: 'Account', heading: 'Business account request' },
};

/** The board's order: the callers and texters waiting on a dispatcher first, then the web form's. */
const BOARD_ORDER: readonly RequestType[] = ['phone', 'sms', 'partner', 'online'];

/** A type this build does not know yet is shown as the web form's, as every request once was. */
const knownType = (type: string): RequestType => (Object.hasOwn(CHANNELS, type) ? (type as RequestType) : 'online');
const channelOf = (type: string): Channel => CHANNELS[knownType(type)];

/** 'Phone', 'SMS' or 'Online', as the details' Request Type and the cards' badge say it. */
export const requestTypeLabel = (type: string): string => channelOf(type).label;

/** 'Phone request', 'Text request' or 'Online request', above a request's code. */
export const requestTypeHeading = (type: string): string => channelOf(type).heading;

export type RequestChannelGroup = { type: RequestType; title: string; requests: AdminRequestSummary[] };

/** The Active tab's groups, each with its count in the title, in board order; every request is in exactly one. */
export function requestChannelGroups(requests: readonly AdminRequestSummary[]): RequestChannelGroup[] {
  return BOARD_ORDER.map((type) => {
    const inGroup = requests.filter((request) => knownType(request.requestType) === type);
    return { type, title: `${CHANNELS[type].group} (${inGroup.length})`, requests: inGroup };
  });
}

/** Completed requests belong to the Completed tab and cancelled ones to Cancelled; every other one is active. */
export const isActiveRequest = (request: Pick<AdminRequestSummary, 'status'>): boolean => !isClosed(request.status);

/**
 * The board's tiles, each active request counted once, so the tiles add up to the list under them.
 * The spec's two (Pending, Negotiating) come first.
 */
const BOARD_STAGES: ReadonlyArray<{ label: string; tone: string; statuses: readonly string[] }> = [
  { label: 'Pending', tone: 'text-amber-700', statuses: ['pending_admin_review'] },
  { label: 'Negotiating', tone: 'text-sky-700', statuses: ['negotiating'] },
  { label: 'Offer Sent', tone: 'text-brand-700', statuses: ['admin_priced', 'pending_customer_response'] },
  { label: 'Awaiting Payment', tone: 'text-slate-900', statuses: ['approved', 'customer_accepted', 'payment_pending'] },
  { label: 'Ready to Assign', tone: 'text-emerald-700', statuses: ['deposit_paid', 'payment_completed'] },
  { label: 'With Provider', tone: 'text-slate-900', statuses: ACTIVE_PROVIDER_STATUSES },
];

export type BoardCount = { label: string; tone: string; count: number };

const UNPAID_PHONE_STATUSES: readonly string[] = ['approved', 'customer_accepted', 'payment_pending'];

/**
 * The tile a request counts in. A phone request is created with its price agreed, waiting for its deposit,
 * yet it is Pending, as the spec has it, until the deposit is paid: the caller has not done their part.
 */
function boardStatus(request: Pick<AdminRequestSummary, 'status' | 'requestType'>): string {
  return request.requestType === 'phone' && UNPAID_PHONE_STATUSES.includes(request.status) ? 'pending_admin_review' : request.status;
}

export function boardCounts(requests: readonly Pick<AdminRequestSummary, 'status' | 'requestType'>[]): BoardCount[] {
  return BOARD_STAGES.map(({ label, tone, statuses }) => ({
    label,
    tone,
    count: requests.filter((request) => statuses.includes(boardStatus(request))).length,
  }));
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
