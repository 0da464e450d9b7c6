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
