import { serviceLabelId, statusCopyIds } from '@contracts/shared-messages';
import { statusLabel } from '@domain/request-status';
import type { IntlShape } from 'react-intl';

/** A stored service type in the reader's language; one this version does not know, as stored. */
export function serviceText(intl: IntlShape, serviceType: string): string {
  const id = serviceLabelId(serviceType);
  return id ? intl.formatMessage({ id }) : serviceType;
}

/** A job's status as the customer's short label reads it, in the reader's language. */
export function statusText(intl: IntlShape, status: string): string {
  const copy = statusCopyIds(status);
  return copy ? intl.formatMessage({ id: copy.label }) : statusLabel(status);
}

/** '25 nov 2026, 3:45 p.m.' in the reader's locale. */
export const dateTimeText = (intl: IntlShape, iso: string): string => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** '3:45 p.m.' today, else the date and time: when something began. */
export function sinceText(intl: IntlShape, iso: string): string {
  const today = new Date().toDateString() === new Date(iso).toDateString();
  return today ? intl.formatTime(iso, { timeStyle: 'short' }) : dateTimeText(intl, iso);
}
