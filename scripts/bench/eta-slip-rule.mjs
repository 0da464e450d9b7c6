// When a truck really broke its promise, by the server's rule applied to the fixes the server had:
// at any moment t the arrival is predicted as t plus the straight-line drive from the last fix at
// 25 mph (the built app's own tenths of a mile and whole minutes up, from dist/domain/geo), and the
// promise is broken once that prediction is more than the allowed slip past it.
import { requireBuilt } from './scratch-install.mjs';

/** Whole minutes the server predicts from `from` to `to`. */
export function honestMinutes(from, to) {
  // Required on first use, so a bench run before the build can still say what is missing.
  const { etaMinutes, greatCircleMiles } = requireBuilt('./domain/geo');
  return etaMinutes(greatCircleMiles(from, to));
}

/**
 * The first spell during which the promise stands broken, { from, to } in epoch ms (`to` exclusive),
 * or null when it is not broken before `until`. `fixes` are { at, lat, lng } in the order taken;
 * before the first one the server goes by the provider's word, which is the promise itself. A truck
 * slowing down can be late for a few seconds and then on time again: its prediction drops a whole
 * minute each time the rounded drive does.
 */
export function firstLateSpell(fixes, { pickup, promisedAt, slipMs, until }) {
  let from = null;
  for (let k = 0; k < fixes.length; k++) {
    const holdsUntil = k + 1 < fixes.length ? fixes[k + 1].at : until;
    const driveMs = honestMinutes(fixes[k], pickup) * 60_000;
    // Late when t + drive − promise > slip, strictly: from the next millisecond on.
    const lateFrom = Math.max(fixes[k].at, promisedAt + slipMs - driveMs + 1);
    if (from !== null && lateFrom > fixes[k].at) return { from, to: fixes[k].at };
    if (from === null && lateFrom < holdsUntil) from = lateFrom;
  }
  return from === null ? null : { from, to: until };
}
