import { BUSINESS_TIME_ZONE } from '../../../domain/business-time';
import { textCatalogue } from '../../notifications';
import type { InvoiceLine } from '../entities/account-invoice.entity';
import en from './messages/invoices.en.json';
import es from './messages/invoices.es.json';

/** The invoice's words. Its texts, PDF and email are written in English for the account's billing contact. */
export const invoiceWriter = textCatalogue({ en, es })('en');

/** 'November 2026' for '2026-11'. */
export const monthWords = (month: string): string =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: BUSINESS_TIME_ZONE }).format(new Date(`${month}-15T18:00:00Z`));

export const LINE_KIND_WORDS: Record<InvoiceLine['kind'], string> = { job: 'Job', extra: 'Approved extra', cancellation_fee: 'Cancellation fee' };

/** '12.5%' for 1250 basis points. */
export const percentWords = (bps: number): string => `${bps / 100}%`;

/** The jobs an invoice bills: each request once, whatever its lines. */
export const jobCountOf = (lines: readonly InvoiceLine[]): number => new Set(lines.map((line) => line.requestId)).size;

export const invoicesPageUrl = (publicUrl: string): string => `${publicUrl}/business/invoices`;
