import type { Language } from '../../../domain/language';
import type { RequestRecord } from '../../../domain/request-record';
import { textCatalogue, withOptOut } from '../../notifications';
import { statusLine } from '../../request-core';
import en from './messages/receipts.en.json';
import es from './messages/receipts.es.json';

/** The receipt's words in each language: its texts, and the PDF's lines (the shared receipt messages). */
export const writerIn = textCatalogue({ en, es });

/** A completed job's receipt; its code is the receipt's only capability. */
export const receiptPageUrl = (publicUrl: string, receiptCode: string): string => `${publicUrl}/receipt/${receiptCode}`;

/** The template of the receipt's text; its link is the only place the receipt's code is kept. */
export const RECEIPT_LINK_TEMPLATE = 'receipt-link';

/** The receipt's link, texted at completion with what the job came to in all. */
export function writeReceiptLink(language: Language, url: string, totalCents: number): string {
  const w = writerIn(language);
  return withOptOut(w, w.say('sms.receiptLink', { total: w.usd(totalCents), url }));
}

/** The answer to STATUS after the job: the completed status, and the receipt's link when there is one. */
export function writeCompletedStatus(language: Language, request: RequestRecord, receiptUrl: string | null): string {
  const w = writerIn(language);
  return withOptOut(w, w.say('sms.completedStatus', { title: statusLine(request, w).title, url: receiptUrl ?? 'none' }));
}
