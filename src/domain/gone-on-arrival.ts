import { greatCircleMeters, type LatLng } from './geo';
import type { RequestRecord } from './request-record';

/**
 * 'Gone on arrival': a provider at an empty roadside may report the customer not there, with proof,
 * and the request closes with the deposit kept once the customer lets the reply window pass.
 */
export const NOT_HERE_RULES = {
  /** The provider's GPS fix must be this close to the pickup. */
  withinMeters: 150,
  /** How long the provider must have waited since Arrived. */
  waitMinutes: 10,
  /** A fix older than this does not place the provider at the pickup now. */
  freshFixMinutes: 5,
  /** How long the customer has to reply HERE. */
  replyMinutes: 10,
  /** With auto-dispatch running, the system closes the request this long after the reply window, if nobody did. */
  systemCloseAfterMinutes: 10,
} as const;

const MINUTE = 60_000;

/** Why 'Customer Not Here' cannot be pressed yet, or null when it can. */
export type NotHereBlock = 'not_arrived' | 'already_reported' | 'no_pickup' | 'no_fix' | 'too_far' | 'too_soon';

export interface NotHereCheck {
  block: NotHereBlock | null;
  /** Meters from the latest fresh fix to the pickup; null without both. */
  meters: number | null;
  /** When the wait is over (null before Arrived). */
  availableAt: Date | null;
}

type Job = Pick<RequestRecord, 'status' | 'arrivedAt' | 'customerLat' | 'customerLng' | 'position' | 'notHereAt' | 'customerHereAt'>;

/** Whether the provider may report the customer not here now, and if not, why. */
export function checkNotHere(job: Job, now: Date): NotHereCheck {
  const availableAt = job.arrivedAt ? new Date(job.arrivedAt.getTime() + NOT_HERE_RULES.waitMinutes * MINUTE) : null;
  const pickup: LatLng | null = job.customerLat !== null && job.customerLng !== null ? { lat: job.customerLat, lng: job.customerLng } : null;
  const fresh = job.position && now.getTime() - job.position.recordedAt.getTime() <= NOT_HERE_RULES.freshFixMinutes * MINUTE ? job.position : null;
  const meters = fresh && pickup ? greatCircleMeters(fresh, pickup) : null;
  const block = ((): NotHereBlock | null => {
    if (job.status !== 'arrived' || !availableAt) return 'not_arrived';
    if (awaitingHere(job)) return 'already_reported';
    if (!pickup) return 'no_pickup';
    if (meters === null) return 'no_fix';
    if (meters > NOT_HERE_RULES.withinMeters) return 'too_far';
    if (now < availableAt) return 'too_soon';
    return null;
  })();
  return { block, meters, availableAt };
}

/** The provider reported the customer not here and the customer has not answered HERE since. */
export function awaitingHere(job: Pick<RequestRecord, 'notHereAt' | 'customerHereAt'>): boolean {
  return job.notHereAt !== null && (job.customerHereAt === null || job.customerHereAt < job.notHereAt);
}

/** When the customer's reply window closes, and when the system may close the request by itself. */
export function replyWindow(notHereAt: Date): { replyBy: Date; systemClosesAt: Date } {
  const replyBy = new Date(notHereAt.getTime() + NOT_HERE_RULES.replyMinutes * MINUTE);
  return { replyBy, systemClosesAt: new Date(replyBy.getTime() + NOT_HERE_RULES.systemCloseAfterMinutes * MINUTE) };
}

/** A dispatcher may confirm once the customer let the reply window pass without a HERE. */
export function goneOnArrivalConfirmable(job: Pick<RequestRecord, 'status' | 'notHereAt' | 'customerHereAt'>, now: Date): boolean {
  return job.status === 'arrived' && awaitingHere(job) && now >= replyWindow(job.notHereAt!).replyBy;
}
