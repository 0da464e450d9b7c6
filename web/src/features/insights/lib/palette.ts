/** Okabe–Ito: told apart by viewers of every common colour blindness; never red against green alone. */
export const PALETTE = {
  blue: '#0072B2',
  orange: '#E69F00',
  green: '#009E73',
  pink: '#CC79A7',
  sky: '#56B4E9',
  vermillion: '#D55E00',
  yellow: '#F0E442',
} as const;

/** A light-to-dark blue ramp for counts (ColorBrewer Blues), light enough at the low end for dark text. */
export const BLUE_STEPS = ['#deebf7', '#c6dbef', '#9ecae1', '#6baed6', '#3182bd', '#08519c'] as const;

const RAMP = BLUE_STEPS.slice(1).map((hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)));

/** The blue ramp for 0–1, from its lightest step (never white, which means 'no data') to its darkest. */
export function blueAt(t: number): string {
  const position = Math.min(1, Math.max(0, t)) * (RAMP.length - 1);
  const index = Math.min(RAMP.length - 2, Math.floor(position));
  const [from, to] = [RAMP[index], RAMP[index + 1]];
  const mix = position - index;
  return `rgb(${from.map((channel, n) => Math.round(channel + (to[n] - channel) * mix)).join(',')})`;
}
