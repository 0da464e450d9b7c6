/** What every chart shares: the page's type size, a transparent ground, and room for a phone. */
export const PLOT_STYLE = { fontSize: '12px', background: 'transparent', overflow: 'visible' } as const;

/** Below this width a chart lays itself out for a phone: shorter labels, fewer ticks. */
export const NARROW = 560;

/** Every nth hour labelled on a 24-hour axis, as many as the width has room for. */
export const hourTicks = (width: number): number[] => {
  const every = width >= 900 ? 1 : width >= NARROW ? 2 : 3;
  return Array.from({ length: 24 }, (_, hour) => hour).filter((hour) => hour % every === 0);
};
