import { BUSINESS_TIME_ZONE } from '@domain/business-time';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Jan 5, 2025, 3:04 PM' in the viewer's time zone; '—' for a missing or unreadable time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

const timeOnly = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** '3:04 PM' in the viewer's time zone, for times of today's events. */
export function formatTime(iso: string): string {
  return timeOnly.format(new Date(iso));
}

const businessClock = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });

/**
 * '3:04 PM' in Dallas/Fort Worth time, whatever the viewer's own zone: arrival promises are read out to
 * customers as their clock shows them. '—' for a missing or unreadable time.
 */
export function formatClockTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : businessClock.format(date);
}

/** The texts write numbers with the same function. */
export { formatPhone } from '@domain/phone-display';

const businessDateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneName: 'short',
});

/** 'Jan 5, 2025, 3:04 PM CST' in Dallas/Fort Worth time, whatever the viewer's own zone; '—' for a missing or unreadable time. */
export function formatBusinessDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : businessDateTime.format(date);
}

/** '62%', a share as a whole percentage, the way every report writes one; '—' when nothing was counted. */
export const formatShare = (share: number | null): string => (share === null ? '—' : `${Math.round(share * 100)}%`);

const calendarDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Nov 23, 2026' for a YYYY-MM-DD calendar day, read as that day wherever the viewer is. */
export const formatDay = (day: string): string => calendarDay.format(new Date(`${day}T00:00:00Z`));
