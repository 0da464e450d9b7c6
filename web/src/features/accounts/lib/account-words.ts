import type { ApiKeyScope, AccountPricing, PaymentTermsDays } from '@domain/business-accounts';
import type { InvoiceView } from '@contracts/account-views';

export const TERMS_LABELS: Record<PaymentTermsDays, string> = { 15: 'Net 15', 30: 'Net 30' };

export const PRICING_LABELS: Record<AccountPricing, string> = { rate_card: 'From the rate card', dispatcher: 'By a dispatcher' };

export const SCOPE_LABELS: Record<ApiKeyScope, string> = { 'jobs:write': 'Send and cancel jobs', 'jobs:read': 'Read jobs' };

/** 250 basis points read '2.5%'; none reads 'None'. */
export function discountWords(discountBps: number): string {
  if (discountBps === 0) return 'None';
  return `${Number((discountBps / 100).toFixed(2))}%`;
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11' reads 'November 2026'; anything else as it came. */
export function monthWords(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? MONTH.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))) : month;
}

export type InvoiceStanding = { label: string; tone: 'success' | 'danger' | 'info' };

export function invoiceStanding(invoice: Pick<InvoiceView, 'status' | 'overdue'>): InvoiceStanding {
  if (invoice.status === 'paid') return { label: 'Paid', tone: 'success' };
  return invoice.overdue ? { label: 'Overdue', tone: 'danger' } : { label: 'Open', tone: 'info' };
}

/** How much of the month's limit is used, 0 to 100, for the bar beside the figures. */
export function limitUsedPercent(monthChargesCents: number, creditLimitCents: number): number {
  if (creditLimitCents <= 0) return 100;
  return Math.min(100, Math.round((monthChargesCents / creditLimitCents) * 100));
}
