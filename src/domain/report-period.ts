import { BUSINESS_TIME_ZONE } from './business-time';

/**
 * The owner's reporting periods: calendar days in the business's time zone (YYYY-MM-DD strings).
 * Day arithmetic runs on UTC midnights, so a DST change never shortens or lengthens a day.
 */

export const MAX_REPORT_DAYS = 366;
export const REPORT_PERIODS = ['week', 'month', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export interface PeriodChoice {
  period: string;
  from?: string;
  to?: string;
}

/** Both ends inclusive. */
export interface DayRange {
  from: string;
  to: string;
}

export const REPORT_PERIOD_MESSAGES = {
  unknownPeriod: { title: 'Invalid Period', description: 'Please choose This Week, This Month or Custom Range.' },
  missingDates: { title: 'Invalid Date Range', description: 'Please choose both a start date and an end date.' },
  invalidDate: { title: 'Invalid Date Range', description: 'Please choose real calendar dates, written YYYY-MM-DD.' },
  reversedRange: { title: 'Invalid Date Range', description: 'Please choose a start date on or before the end date.' },
  rangeTooLong: {
    title: 'Invalid Date Range',
    description: `Please choose a range of at most ${MAX_REPORT_DAYS} days.`,
  },
} as const;
export type PeriodProblem = keyof typeof REPORT_PERIOD_MESSAGES;

export type PeriodResult = { ok: true; range: DayRange } | { ok: false; problem: PeriodProblem };

const DAY_MS = 24 * 60 * 60 * 1000;
export const CALENDAR_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The calendar day an instant falls on in a time zone. */
export function calendarDayIn(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const toUtcMidnight = (day: string): Date => new Date(`${day}T00:00:00Z`);
const fromUtcMidnight = (date: Date): string => date.toISOString().slice(0, 10);

/** A real day written YYYY-MM-DD (2028-02-29 is one, 2026-02-29 is not). */
export function isCalendarDay(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = CALENDAR_DAY_PATTERN.exec(text);
  if (!match) return false;
  const date = toUtcMidnight(text);
  return !Number.isNaN(date.getTime()) && fromUtcMidnight(date) === text && Number(match[1]) >= 1;
}

export function addDays(day: string, days: number): string {
  return fromUtcMidnight(new Date(toUtcMidnight(day).getTime() + days * DAY_MS));
}

/** Days from `from` to `to`, both counted. */
export function daysInRange(range: DayRange): number {
  return Math.round((toUtcMidnight(range.to).getTime() - toUtcMidnight(range.from).getTime()) / DAY_MS) + 1;
}

/** The Monday of the day's week. */
export function weekStart(day: string): string {
  const weekday = toUtcMidnight(day).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The days a period covers at `now`: This Week and This Month end today. */
export function reportRange(choice: PeriodChoice, now: Date): PeriodResult {
  const today = calendarDayIn(now);
  switch (choice.period) {
    case 'week':
      return { ok: true, range: { from: weekStart(today), to: today } };
    case 'month':
      return { ok: true, range: { from: monthStart(today), to: today } };
    case 'custom':
      return customRange(choice.from, choice.to);
    default:
      return { ok: false, problem: 'unknownPeriod' };
  }
}

function customRange(from: string | undefined, to: string | undefined): PeriodResult {
  if (!from || !to) return { ok: false, problem: 'missingDates' };
  if (!isCalendarDay(from) || !isCalendarDay(to)) return { ok: false, problem: 'invalidDate' };
  if (from > to) return { ok: false, problem: 'reversedRange' };
  if (daysInRange({ from, to }) > MAX_REPORT_DAYS) return { ok: false, problem: 'rangeTooLong' };
  return { ok: true, range: { from, to } };
}

