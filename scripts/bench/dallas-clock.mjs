// Dallas wall-clock times as instants, across the DST changes, for seeded data whose hours must read true.

const ZONE = 'America/Chicago';
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Milliseconds Dallas runs ahead of UTC at `instantMs` (negative: -5 or -6 hours). */
function offsetAt(instantMs) {
  const p = Object.fromEntries(parts.formatToParts(new Date(instantMs)).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/** The instant of `secondOfDay` seconds after midnight, Dallas time, on `day` (YYYY-MM-DD). */
export function dallasInstant(day, secondOfDay) {
  const wall = Date.parse(`${day}T00:00:00Z`) + secondOfDay * 1000;
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}

/** 0 = Monday … 6 = Sunday, of a calendar day. */
export const weekdayOf = (day) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
