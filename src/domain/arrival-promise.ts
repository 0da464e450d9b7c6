import { etaMinutes, greatCircleMiles, type LatLng, type RoadDrive } from './geo';

/**
 * The arrival a customer is promised and how the truck is keeping it: pure rules of the promise,
 * the prediction, a slip, and a provider who stopped getting closer.
 */

/** An arrival within the promise plus this grace counts as on time (the scorecard's rule too). */
export const ON_TIME_GRACE_MINUTES = 5;
/** A slip is texted at most this often, however the prediction moves. */
export const SLIP_TEXT_EVERY_MS = 10 * 60_000;
/** En route and silent this long: the dispatcher hears of it. */
export const NO_FIX_MS = 3 * 60_000;
/** En route and no closer to the customer for this long: the dispatcher hears of it. */
export const NO_PROGRESS_MS = 5 * 60_000;
/** Closer by less than this is GPS noise (and the tenths distances are rounded to), not progress. */
export const PROGRESS_MILES = 0.25;

/** How a predicted arrival was made: the road from the truck, the straight line from it, or the provider's own word. */
export const ARRIVAL_BASES = ['road', 'straight_line', 'provider'] as const;
export type ArrivalBasis = (typeof ARRIVAL_BASES)[number];

/** What a late customer chose: keep waiting, or cancel with their deposit refunded. */
export const LATE_CHOICES = ['wait', 'refund'] as const;
export type LateChoice = (typeof LATE_CHOICES)[number];

export interface Prediction {
  at: Date;
  basis: ArrivalBasis;
}

export const promisedArrival = (from: Date, minutes: number): Date => new Date(from.getTime() + minutes * 60_000);

export interface ArrivalInputs {
  /** The truck's last fix while it is on the way, else null. */
  fix: { lat: number; lng: number; recordedAt: Date } | null;
  /** Where the customer waits. */
  pickup: LatLng | null;
  /** The road drive from the fix to the pickup, when a router gave one. */
  drive: RoadDrive | null;
  /** The provider's latest word: 'ETA 20' texted (or given on accepting) at `at`. */
  providerSaid: { minutes: number; at: Date } | null;
}

/**
 * When the truck will get there as things stand. The newer of the provider's word and the truck's
 * last fix decides; a fix is driven from now (a truck standing still keeps falling behind), and no
 * arrival is predicted in the past. Null with nothing to go on.
 */
export function predictArrival({ fix, pickup, drive, providerSaid }: ArrivalInputs, now: Date): Prediction | null {
  const fromFix = fix && pickup ? fromPosition(fix, pickup, drive, now) : null;
  const fromWord = providerSaid ? { at: promisedArrival(providerSaid.at, providerSaid.minutes), basis: 'provider' as const } : null;
  const latest = fromFix && fromWord ? (fix!.recordedAt.getTime() >= providerSaid!.at.getTime() ? fromFix : fromWord) : (fromFix ?? fromWord);
  if (!latest) return null;
  return latest.at.getTime() < now.getTime() ? { ...latest, at: now } : latest;
}

function fromPosition(fix: LatLng, pickup: LatLng, drive: RoadDrive | null, now: Date): Prediction {
  const minutes = drive ? drive.minutes : etaMinutes(greatCircleMiles(fix, pickup));
  return { at: promisedArrival(now, minutes), basis: drive ? 'road' : 'straight_line' };
}

/** The promise is broken when the predicted arrival is past it by more than the allowed slip. */
export function isRunningLate(promisedAt: Date, predictedAt: Date, slipMinutes: number): boolean {
  return predictedAt.getTime() - promisedAt.getTime() > slipMinutes * 60_000;
}

/**
 * Whether a late customer is texted now: on the first slip, then (no more than every ten minutes)
 * only when the prediction has moved later again by more than the allowed slip since the last text.
 */
export function slipTextDue(last: { at: Date; predictedAt: Date } | null, predictedAt: Date, now: Date, slipMinutes: number): boolean {
  if (!last) return true;
  return now.getTime() - last.at.getTime() >= SLIP_TEXT_EVERY_MS && isRunningLate(last.predictedAt, predictedAt, slipMinutes);
}

/** The closest the truck has come to the customer on this trip, and when it got there. */
export interface ProgressMark {
  miles: number;
  at: Date;
}

export type NotProgressing = 'no_fix' | 'no_progress';

/**
 * The progress mark after a look at the truck, and whether the dispatcher should hear that it is not
 * progressing: no fix for 3 minutes (counted from setting off when there was none yet), or no closer
 * to the customer for 5. The mark only moves when the truck is closer by more than GPS noise.
 */
export function checkProgress(
  fix: { lat: number; lng: number; recordedAt: Date } | null,
  pickup: LatLng | null,
  mark: ProgressMark | null,
  setOffAt: Date,
  now: Date,
): { mark: ProgressMark | null; problem: NotProgressing | null } {
  const lastHeard = fix ? fix.recordedAt : setOffAt;
  if (now.getTime() - lastHeard.getTime() >= NO_FIX_MS) return { mark, problem: 'no_fix' };
  if (!fix || !pickup) return { mark, problem: null };
  const miles = greatCircleMiles(fix, pickup);
  const next = !mark || miles < mark.miles - PROGRESS_MILES ? { miles, at: now } : mark;
  return { mark: next, problem: now.getTime() - next.at.getTime() >= NO_PROGRESS_MS ? 'no_progress' : null };
}

/** Whole minutes an arrival came after the promise's grace; 0 when on time. */
export function minutesLate(promisedAt: Date, arrivedAt: Date): number {
  const late = arrivedAt.getTime() - promisedAt.getTime();
  return late > ON_TIME_GRACE_MINUTES * 60_000 ? Math.ceil(late / 60_000) : 0;
}

/**
 * A request's arrival fields for a new trip: the provider given the job at `assignedAt` (none when the
 * job goes back to no provider), promised at `promisedAt` (none when the dispatcher gave no ETA),
 * predicted there until the truck reports, and every alert and mark of an earlier trip cleared.
 */
export function newTrip(assignedAt: Date | null, promisedAt: Date | null) {
  return {
    assignedAt,
    promisedArrivalAt: promisedAt,
    predictedArrivalAt: promisedAt,
    predictedBasis: promisedAt ? ('provider' as const) : null,
    runningLateSince: null,
    lateChoice: null,
    slipTextedAt: null,
    slipTextedFor: null,
    notProgressingSince: null,
    notProgressingReason: null,
    progressMiles: null,
    progressAt: null,
    setOffAt: null,
    arrivedAt: null,
    // A new provider's trip gets its own arrival code when they set off.
    arrivalCode: null,
    arrivalCodeFailures: 0,
    arrivalLockedUntil: null,
    arrivalVerifiedAt: null,
    arrivalVerifiedBy: null,
    arrivalVerifyReason: null,
  };
}
