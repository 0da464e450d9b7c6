import { etaMinutes, greatCircleMiles, type LatLng, type RoadDrive } from './geo';
import { onlineServiceName, type VehicleType } from './request-intake';

/** What a truck can tow: cars and pickups, RVs and trailers, buses and semis. */
export const VEHICLE_CLASSES = ['light', 'medium', 'heavy'] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

const CLASS_OF_VEHICLE: Record<VehicleType, VehicleClass> = {
  Car: 'light',
  Motorcycle: 'light',
  SUV: 'light',
  'Pickup Truck': 'light',
  Van: 'light',
  Trailer: 'medium',
  'RV/Motorhome': 'medium',
  'Other Commercial Vehicle': 'medium',
  'Semi Truck': 'heavy',
  Bus: 'heavy',
};

/** Services that need a heavy-duty truck whatever vehicle type the customer picked. */
const HEAVY_SERVICES = new Set(['Heavy Duty Towing', 'semi_truck_towing', 'semi_truck_repair']);

/** The class of truck a request needs; an unknown vehicle type is taken as a light vehicle. */
export function vehicleClassNeeded(serviceType: string, vehicleType: string | null): VehicleClass {
  if (HEAVY_SERVICES.has(serviceType)) return 'heavy';
  return vehicleType && Object.hasOwn(CLASS_OF_VEHICLE, vehicleType) ? CLASS_OF_VEHICLE[vehicleType as VehicleType] : 'light';
}

/** Whether a provider's services (online service names) cover a request's stored service type. */
export function performsService(services: readonly string[], serviceType: string): boolean {
  return services.includes(onlineServiceName(serviceType));
}

/** Why a provider is not offered a job, in the order a dispatcher reads them. */
export const EXCLUSIONS = ['suspended', 'insurance_expired', 'licence_expired', 'under_review', 'off_duty', 'busy', 'lacks_service', 'lacks_vehicle_class', 'no_pickup', 'no_location', 'outside_radius'] as const;
export type Exclusion = (typeof EXCLUSIONS)[number];

export interface MatchingProvider {
  id: string;
  active: boolean;
  /** Standing in the network: active, under review, or suspended for the document that lapsed. */
  standing: 'active' | 'under_review' | 'insurance_expired' | 'licence_expired';
  onDuty: boolean;
  /** On a job that is not finished. */
  busy: boolean;
  /** The online form's service names the provider performs. */
  services: readonly string[];
  vehicleClasses: readonly VehicleClass[];
  /** The truck's last reported position while on duty, else its home base; null when neither is known. */
  location: LatLng | null;
  radiusMiles: number;
  rating: number | null;
  /** Offers accepted of offers received, 0 to 1; null before the first offer. */
  acceptanceRate: number | null;
}

export interface MatchingRequest {
  serviceType: string;
  vehicleType: string | null;
  pickup: LatLng | null;
}

/** How a candidate's distance and pickup time were measured: along the roads, or as the crow flies at the average city speed. */
export type EtaBasis = 'road' | 'straight_line';

export interface Candidate {
  providerId: string;
  exclusions: Exclusion[];
  /** Miles to the pickup and the minutes to drive them, measured as `etaBasis` says; null without both places. */
  distanceMiles: number | null;
  etaMinutes: number | null;
  etaBasis: EtaBasis | null;
  rating: number | null;
  acceptanceRate: number | null;
}

/** Higher is better; a provider without a score yet sorts after every scored one. */
const byScore = (a: number | null, b: number | null): number => (b ?? -1) - (a ?? -1);

function candidate(request: MatchingRequest, provider: MatchingProvider, drive: RoadDrive | undefined): Candidate {
  const distanceMiles = request.pickup && provider.location ? greatCircleMiles(provider.location, request.pickup) : null;
  const exclusions: Exclusion[] = [];
  if (!provider.active) exclusions.push('suspended');
  if (provider.standing !== 'active') exclusions.push(provider.standing);
  if (!provider.onDuty) exclusions.push('off_duty');
  if (provider.busy) exclusions.push('busy');
  if (!performsService(provider.services, request.serviceType)) exclusions.push('lacks_service');
  if (!provider.vehicleClasses.includes(vehicleClassNeeded(request.serviceType, request.vehicleType))) exclusions.push('lacks_vehicle_class');
  // Without the request's pickup nobody can be placed; a provider without a base is their own gap.
  if (!request.pickup) exclusions.push('no_pickup');
  else if (!provider.location) exclusions.push('no_location');
  // A service radius is a circle on the map, so it is measured as the crow flies even when the roads are known.
  else if (distanceMiles !== null && distanceMiles > provider.radiusMiles) exclusions.push('outside_radius');
  const measured = distanceMiles === null ? null : drive ? { ...drive, etaBasis: 'road' as const } : straightLine(distanceMiles);
  return {
    providerId: provider.id,
    exclusions,
    distanceMiles: measured?.miles ?? null,
    etaMinutes: measured?.minutes ?? null,
    etaBasis: measured?.etaBasis ?? null,
    rating: provider.rating,
    acceptanceRate: provider.acceptanceRate,
  };
}

const straightLine = (miles: number) => ({ miles, minutes: etaMinutes(miles), etaBasis: 'straight_line' as const });

/**
 * Every provider for a request: the eligible ones first, soonest at the pickup, then best rated, then
 * most willing; then the excluded ones, nearest first, each with every reason it is excluded. A
 * provider with a drive in `drives` (by provider id) is measured by road, any other in a straight line.
 */
export function rankCandidates(
  request: MatchingRequest,
  providers: readonly MatchingProvider[],
  drives: ReadonlyMap<string, RoadDrive> = new Map(),
): Candidate[] {
  const all = providers.map((provider) => candidate(request, provider, drives.get(provider.id)));
  const eligible = all
    .filter((entry) => entry.exclusions.length === 0)
    .sort(
      (a, b) =>
        (a.etaMinutes ?? Infinity) - (b.etaMinutes ?? Infinity) || byScore(a.rating, b.rating) || byScore(a.acceptanceRate, b.acceptanceRate),
    );
  const excluded = all
    .filter((entry) => entry.exclusions.length > 0)
    .sort((a, b) => (a.distanceMiles ?? Infinity) - (b.distanceMiles ?? Infinity));
  return [...eligible, ...excluded];
}
