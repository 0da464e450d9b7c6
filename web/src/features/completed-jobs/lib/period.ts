import type { CompletedPeriodQuery } from '@contracts/completed-views';

export const PERIOD_LABELS = { week: 'This Week', month: 'This Month', custom: 'Custom Range' } as const;

/** A custom range asks the server only once both ends are picked and in order. */
export function isCompleteRange(period: CompletedPeriodQuery): boolean {
  if (period.period !== 'custom') return true;
  return Boolean(period.from && period.to && period.from <= period.to);
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Nov 23, 2026' for a YYYY-MM-DD calendar day, read as that day wherever the viewer is. */
export const formatDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));
