import { greatCircleMiles, isValidLatLng } from './geo';

/** One GPS fix from the provider's phone, as it arrives over the wire. */
export interface PositionFix {
  lat: number;
  lng: number;
  /** Radius of the fix's uncertainty in meters, when the device gives one. */
  accuracy?: number | null;
  /** When the device took the fix, in epoch milliseconds. */
  recordedAt: number;
}

export interface StoredFix {
  lat: number;
  lng: number;
  recordedAt: Date;
}

/** Coarser than this and the marker would mislead more than it helps. */
export const MAX_ACCURACY_METERS = 1_000;
/** Phones' clocks drift; a fix a little ahead of ours is still believable. */
export const MAX_CLOCK_SKEW_MS = 30_000;
/** A fix older than this says where the truck was, not where it is. */
export const MAX_FIX_AGE_MS = 2 * 60_000;
/** Faster than any tow truck on a Texas highway: the fix is a GPS glitch. */
export const MAX_PLAUSIBLE_MPH = 120;
/** Below this a jump is within GPS noise, whatever the time between fixes. */
const NOISE_MILES = 0.25;
/** No position is live for longer than this without a new fix (spec: the customer sees it go stale). */
export const STALE_AFTER_MS = 60_000;

export type FixProblem = 'malformed' | 'imprecise' | 'future' | 'too_old' | 'out_of_order' | 'too_frequent' | 'implausible_jump';

/** A phone sends one every few seconds; more than one a second is a loop, not a journey. */
export const MIN_FIX_INTERVAL_MS = 1_000;

export const FIX_MESSAGES: Record<FixProblem, string> = {
  malformed: 'A position needs a latitude, a longitude and the time it was taken.',
  imprecise: `The position is too imprecise (worse than ${MAX_ACCURACY_METERS} m) to show.`,
  future: "The position's time is ahead of the server's clock. Check the phone's date and time.",
  too_old: 'The position is too old to show.',
  out_of_order: 'A newer position has already been received.',
  too_frequent: 'Positions are taken at most once a second.',
  implausible_jump: 'The position jumped farther than a vehicle could travel; it was ignored.',
};

/** Why a fix cannot be shown to the customer, or null when it can (given the last stored fix). */
export function fixProblem(fix: PositionFix, previous: StoredFix | null, now: Date): FixProblem | null {
  if (!isValidLatLng(fix.lat, fix.lng) || typeof fix.recordedAt !== 'number' || !Number.isFinite(fix.recordedAt)) return 'malformed';
  if (fix.accuracy != null && (!Number.isFinite(fix.accuracy) || fix.accuracy < 0)) return 'malformed';
  if (fix.accuracy != null && fix.accuracy > MAX_ACCURACY_METERS) return 'imprecise';
  if (fix.recordedAt > now.getTime() + MAX_CLOCK_SKEW_MS) return 'future';
  if (fix.recordedAt < now.getTime() - MAX_FIX_AGE_MS) return 'too_old';
  if (!previous) return null;
  const elapsedMs = fix.recordedAt - previous.recordedAt.getTime();
  if (elapsedMs <= 0) return 'out_of_order';
  if (elapsedMs < MIN_FIX_INTERVAL_MS) return 'too_frequent';
  const miles = greatCircleMiles(previous, fix);
  const mph = miles / (elapsedMs / 3_600_000);
  return miles > NOISE_MILES && mph > MAX_PLAUSIBLE_MPH ? 'implausible_jump' : null;
}

/** A position with no fix for a minute is shown as stale, not as where the truck is. */
export const isStale = (recordedAt: string | Date | null, now: Date): boolean =>
  recordedAt == null || now.getTime() - new Date(recordedAt).getTime() > STALE_AFTER_MS;

/** How long the provider page's last position says where an on-duty truck is: matching and the fleet map use it until then. */
export const LIVE_POSITION_FRESH_MS = 10 * 60_000;

/** Whether a provider page's position taken at `recordedAt` still places the truck at `now`. */
export const isLivePositionFresh = (recordedAt: string | Date, now: Date | number): boolean =>
  new Date(now).getTime() - new Date(recordedAt).getTime() <= LIVE_POSITION_FRESH_MS;
