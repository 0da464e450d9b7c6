import { BLUE_STEPS } from './palette';

export interface DemandClass {
  /** Requests from, to (both counted). */
  from: number;
  to: number;
  color: string;
}

/**
 * The map's classes of request counts: up to five equal steps from 1 to the busiest area's count, each
 * a darker blue, so the legend can say what each shade means in whole requests.
 */
export function demandClasses(busiest: number): DemandClass[] {
  const count = Math.min(5, Math.max(1, busiest));
  const colors = BLUE_STEPS.slice(BLUE_STEPS.length - count);
  const classes: DemandClass[] = [];
  let from = 1;
  for (let index = 0; index < count; index += 1) {
    const to = Math.round((busiest * (index + 1)) / count);
    if (to >= from) classes.push({ from, to, color: colors[index] ?? BLUE_STEPS[BLUE_STEPS.length - 1] });
    from = to + 1;
  }
  return classes;
}

export const classOf = (classes: readonly DemandClass[], requests: number): DemandClass | undefined =>
  classes.find((entry) => requests >= entry.from && requests <= entry.to);

export const classLabel = (entry: DemandClass): string =>
  entry.from === entry.to ? `${entry.from} ${entry.from === 1 ? 'request' : 'requests'}` : `${entry.from}–${entry.to} requests`;
