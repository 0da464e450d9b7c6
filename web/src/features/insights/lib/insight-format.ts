import { formatUsd } from '@domain/money';

/** How the page writes its figures for people, and how its CSV files write the same figures for spreadsheets. */

const count = new Intl.NumberFormat('en-US');
const shortDayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const NO_FIGURE = '—';

/** '1,234'. */
export const formatCount = (value: number): string => count.format(value);

export { formatShare } from '@/lib/display-format';

/** Minutes of a duration in seconds, to one decimal: what the charts draw. */
export const minutesOf = (seconds: number): number => Math.round(seconds / 6) / 10;

/** '38 min'; under ten minutes to the tenth ('4.5 min'), so short waits are not all '1 min'. */
export function formatMinutes(seconds: number | null): string {
  if (seconds === null) return NO_FIGURE;
  const minutes = minutesOf(seconds);
  return `${Math.abs(minutes) < 10 ? minutes : Math.round(minutes)} min`;
}

/** An arrival against its promise: '4.5 min late', '3 min early', 'On the minute'. */
export function formatEtaError(seconds: number | null): string {
  if (seconds === null) return NO_FIGURE;
  if (minutesOf(seconds) === 0) return 'On the minute';
  return `${formatMinutes(Math.abs(seconds))} ${seconds > 0 ? 'late' : 'early'}`;
}

export const formatDollars = (cents: number): string => formatUsd(cents);

export const formatRating = (rating: number | null): string => (rating === null ? NO_FIGURE : `${rating.toFixed(1)} / 5`);

/** '12 AM', '1 AM' … '11 PM' for an hour of the day. */
export const hourLabel = (hour: number): string => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;

export { formatDay } from '@/lib/display-format';

/** 'Nov 23' for a week's Monday on a chart's axis. */
export const formatShortDay = (day: string): string => shortDayFormat.format(new Date(`${day}T00:00:00Z`));

export const csvDollars = (cents: number): string => (cents / 100).toFixed(2);
export const csvMinutes = (seconds: number | null): string => (seconds === null ? '' : (seconds / 60).toFixed(1));
export const csvPercent = (share: number | null): string => (share === null ? '' : (share * 100).toFixed(1));
