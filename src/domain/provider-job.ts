import type { RequestAction } from './lifecycle-types';
import type { RequestStatus } from './request-status';

/** The provider's next step from each status of a job, and the button that takes it (spec §2, §4). */
export interface ProviderStep {
  action: Extract<RequestAction, 'start_job' | 'mark_arrived' | 'start_service' | 'complete_job'>;
  label: 'Start Job' | 'Arrived' | 'Start Service' | 'Complete Job';
}

const NEXT_STEP: Partial<Record<RequestStatus, ProviderStep>> = {
  assigned: { action: 'start_job', label: 'Start Job' },
  provider_assigned: { action: 'start_job', label: 'Start Job' },
  en_route: { action: 'mark_arrived', label: 'Arrived' },
  arrived: { action: 'start_service', label: 'Start Service' },
  in_progress: { action: 'complete_job', label: 'Complete Job' },
};

export const PROVIDER_STEP_ACTIONS = ['start_job', 'mark_arrived', 'start_service', 'complete_job'] as const;
export type ProviderStepAction = (typeof PROVIDER_STEP_ACTIONS)[number];

export function nextProviderStep(status: string): ProviderStep | null {
  return NEXT_STEP[status as RequestStatus] ?? null;
}

export function isProviderStepAction(value: unknown): value is ProviderStepAction {
  return typeof value === 'string' && (PROVIDER_STEP_ACTIONS as readonly string[]).includes(value);
}

/** The statuses in which the provider is on the job: driving there, on site or working. */
const ON_THE_JOB: readonly string[] = ['en_route', 'arrived', 'in_progress'];

/**
 * The customer's phone number is the provider's only once they have started driving, and never
 * after completion: an assigned provider who has not set off has no need of it.
 */
export const providerSeesCustomerPhone = (status: string): boolean => ON_THE_JOB.includes(status);

/** The exact pickup address stays private once the job is done. */
export const providerSeesPickup = (status: string): boolean => status !== 'completed';

/** Navigation makes sense once the provider has set off and until the work is done. */
export const providerCanNavigate = (status: string): boolean => ON_THE_JOB.includes(status);

/** A provider may be swapped for another until they start driving. */
export const REASSIGNABLE_STATUSES = ['assigned', 'provider_assigned'] as const satisfies readonly RequestStatus[];

/** Spec §2: the tow route card shows when the service type mentions a tow. */
export const isTowService = (serviceType: string): boolean => /tow/i.test(serviceType);

/** The job page's status badge and what it tells the provider to do next (spec §2: badge with description). */
const PROVIDER_STATUS_COPY: Partial<Record<RequestStatus, string>> = {
  assigned: 'This job is yours. Tap Start Job when you set off toward the customer.',
  provider_assigned: 'This job is yours. Tap Start Job when you set off toward the customer.',
  en_route: 'You are on the way. The customer is following your progress; tap Arrived when you reach them.',
  arrived: 'You are with the customer. Tap Start Service when you begin the work.',
  in_progress: 'The service is under way. Tap Complete Job when the work is done.',
  completed: 'The job is complete. Thank you! This link stops working 5 minutes after completion.',
  cancelled: 'This job was cancelled. Please do not go to the customer.',
};

export function providerStatusDescription(status: string): string {
  return PROVIDER_STATUS_COPY[status as RequestStatus] ?? 'Contact dispatch about this job.';
}

export interface NavigationPoint {
  lat: number | null;
  lng: number | null;
  address: string | null;
}

/**
 * Where the Start Navigation button leads: the customer until the provider has arrived, then the towing
 * destination when there is one. Null when the place is known neither by coordinates nor by address.
 */
export function navigationTarget(status: string, pickup: NavigationPoint, destination: NavigationPoint): NavigationPoint | null {
  const hasPlace = (point: NavigationPoint) => (point.lat != null && point.lng != null) || !!point.address;
  const towing = status === 'arrived' || status === 'in_progress';
  if (towing && hasPlace(destination)) return destination;
  return hasPlace(pickup) ? pickup : null;
}

/**
 * The maps app a phone's Start Navigation opens: Apple Maps on an iPhone or iPad (an iPad asks as a Mac
 * with a touch screen), Google Maps on Android and everywhere else.
 */
export function mapsAppFor(userAgent: string, maxTouchPoints = 0): 'apple' | 'google' {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'apple';
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1 ? 'apple' : 'google';
}

/** Directions from where the phone is to the target, in Apple Maps on iOS and Google Maps elsewhere. */
export function directionsUrl(target: NavigationPoint, platform: 'apple' | 'google'): string {
  const place = target.lat != null && target.lng != null ? `${target.lat},${target.lng}` : (target.address ?? '');
  return platform === 'apple'
    ? `https://maps.apple.com/?daddr=${encodeURIComponent(place)}&dirflg=d`
    : `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(place)}&travelmode=driving`;
}
