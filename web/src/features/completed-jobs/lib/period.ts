import type { CompletedPeriodQuery } from '@contracts/completed-views';

export const PERIOD_LABELS = { week: 'This Week', month: 'This Month', custom: 'Custom Range' } as const;

/** A custom range asks the server only once both ends are picked and in order. */
export function isCompleteRange(period: CompletedPeriodQuery): boolean {
  if (period.period !== 'custom') return true;
  return Boolean(period.from && period.to && period.from <= period.to);
}

export { formatDay } from '@/lib/display-format';
