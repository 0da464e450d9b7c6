import { textCatalogue, withOptOut } from '../../notifications';
import en from './messages/weekly-summary.en.json';
import es from './messages/weekly-summary.es.json';

/** The owner reads it as the desk's screens are written: in English. */
const w = textCatalogue({ en, es })('en');

export const WEEKLY_SUMMARY_TEMPLATE = 'insights-weekly-summary';

export interface WeekFigures {
  /** 'Nov 16-22, 2026'. */
  week: string;
  requests: number;
  completed: number;
  medianWaitSeconds: number | null;
  onTimeRate: number | null;
}

const shortDay = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** 'Nov 16-22, 2026', or 'Nov 30-Dec 6, 2026' across a month; a plain hyphen keeps the text in the cheap GSM-7 alphabet. */
export function weekWords(from: string, to: string): string {
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  return `${shortDay(from, { month: 'short', day: 'numeric' })}-${shortDay(to, sameMonth ? { day: 'numeric' } : { month: 'short', day: 'numeric' })}, ${to.slice(0, 4)}`;
}

const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** Requests, completion rate, median wait and on-time share of the week, with the way to the charts. */
export function writeWeeklySummary(figures: WeekFigures, url: string): string {
  return withOptOut(
    w,
    w.say('sms.weeklySummary', {
      week: figures.week,
      requests: figures.requests,
      completion: percent(figures.requests === 0 ? 0 : figures.completed / figures.requests),
      wait: figures.medianWaitSeconds === null ? 'none' : String(Math.round(figures.medianWaitSeconds / 60)),
      onTime: figures.onTimeRate === null ? 'none' : percent(figures.onTimeRate),
      url,
    }),
  );
}
