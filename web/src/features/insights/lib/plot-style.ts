/** What every chart shares: the page's type size, a transparent ground, and room for a phone. */
export const PLOT_STYLE = { fontSize: '12px', background: 'transparent', overflow: 'visible' } as const;

/** Room under a chart for its tick labels and, below them, the axis's name. */
export const BOTTOM_AXIS = { marginBottom: 44 } as const;
export const BOTTOM_LABEL_OFFSET = 36;

/** A legend's type as large as the chart's, with room for the ramp's first and last tick labels. */
export const LEGEND = { legend: true, style: { fontSize: '12px' }, marginLeft: 12, marginRight: 16 } as const;

/** Below this width a chart lays itself out for a phone: shorter labels, fewer ticks. */
export const NARROW = 560;

/** Every nth hour labelled on a 24-hour axis, as many as the width has room for. */
export const hourTicks = (width: number): number[] => {
  const every = width >= 1200 ? 1 : width >= NARROW ? 2 : width >= 420 ? 3 : 6;
  return Array.from({ length: 24 }, (_, hour) => hour).filter((hour) => hour % every === 0);
};

/** Ticks for an axis of counts: never more than the largest count, so none falls between two whole numbers. */
export const countTicks = (largest: number, wanted: number): number => Math.max(1, Math.min(wanted, Math.ceil(largest)));
