// The trucks of bench:eta: where each customer waits, where its truck sets off, and how it drives
// there (on time, stalling, or slowing to a crawl), the same for the same seed. Pure: the bench
// plans with it and the load process drives with it.
import { seededRandom, shuffled } from './seeded-random.mjs';

export const KINDS = ['on time', 'stalled', 'slowing'];
/** Every truck's phone sends a fix this often, as in bench:tracking. */
export const FIX_EVERY_MS = 4_000;
const SHARE_ON_TIME = 0.6;
const SHARE_STALLED = 0.2;

/** A touch above the 25 mph the server predicts with, so an on-time truck never looks late. */
const CRUISE_MPH = 26;
const CRAWL_MPH = 5;
/** Far enough that no truck reaches its customer during a run. */
const START_MILES = [4, 8];
/** When a stalling truck stops, and when a slowing one drops to a crawl, after setting off. */
const STALL_AFTER_MS = [10_000, 45_000];
const CRAWL_AFTER_MS = [0, 20_000];
/** Trucks set off over this long, so their slips (whole minutes after setting off when standing still) spread out. */
const SET_OFF_WITHIN_MS = 30_000;

/** Pickups over Dallas/Fort Worth, as the other benches place them. */
const DFW = { lat: 32.55, lng: -97.45, latSpan: 0.5, lngSpan: 0.9 };
const EARTH_RADIUS_MILES = 3959;

/**
 * `count` trucks: 60 % on time, 20 % stalling, 20 % slowing, in an order drawn from `seed`.
 * `changeAfterMs` is null for a truck that keeps its cruise all the way.
 */
export function planTrucks(count, seed) {
  const random = seededRandom(seed);
  const onTime = Math.round(count * SHARE_ON_TIME);
  const stalled = Math.round(count * SHARE_STALLED);
  const kinds = shuffled(
    Array.from({ length: count }, (_, i) => (i < onTime ? 'on time' : i < onTime + stalled ? 'stalled' : 'slowing')),
    random,
  );
  const between = ([low, high]) => low + random() * (high - low);
  return kinds.map((kind, index) => {
    const pickup = { lat: DFW.lat + random() * DFW.latSpan, lng: DFW.lng + random() * DFW.lngSpan };
    const start = pointAway(pickup, between(START_MILES), random() * 2 * Math.PI);
    const stallAfter = between(STALL_AFTER_MS);
    const crawlAfter = between(CRAWL_AFTER_MS);
    const setOffMs = Math.round(random() * SET_OFF_WITHIN_MS);
    return {
      index,
      kind,
      setOffMs,
      pickup,
      start,
      lineMiles: haversineMiles(start, pickup),
      cruiseMph: CRUISE_MPH,
      changeAfterMs: kind === 'stalled' ? Math.round(stallAfter) : kind === 'slowing' ? Math.round(crawlAfter) : null,
      thenMph: kind === 'stalled' ? 0 : kind === 'slowing' ? CRAWL_MPH : CRUISE_MPH,
    };
  });
}

/** Where the truck is `elapsedMs` after setting off: on the straight line to its customer, never past it. */
export function positionAt(truck, elapsedMs) {
  const change = truck.changeAfterMs ?? Infinity;
  const hours = (ms) => Math.max(0, ms) / 3_600_000;
  const driven = truck.cruiseMph * hours(Math.min(elapsedMs, change)) + truck.thenMph * hours(elapsedMs - change);
  const share = Math.min(1, driven / truck.lineMiles);
  return {
    lat: truck.start.lat + share * (truck.pickup.lat - truck.start.lat),
    lng: truck.start.lng + share * (truck.pickup.lng - truck.start.lng),
  };
}

function pointAway(from, miles, bearing) {
  const degrees = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  return {
    lat: from.lat + degrees * Math.cos(bearing),
    lng: from.lng + (degrees * Math.sin(bearing)) / Math.cos((from.lat * Math.PI) / 180),
  };
}

function haversineMiles(a, b) {
  const radians = (degrees) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
}
