/** part / whole, or null when nothing was counted: a share of nothing is no figure, not 0 %. */
export const shareOf = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);
