import { centsToDollarString } from '../../../domain/money';
import { calendarDayIn } from '../../../domain/report-period';
import type { AccountInvoice } from '../entities/account-invoice.entity';
import { toCsv, type CsvValue } from '../../../domain/csv';
import { LINE_KIND_WORDS } from './invoice-words';

export const INVOICE_CSV_HEADER: CsvValue[] = ['Date', 'Invoice', 'Request ID', 'Reference', 'Type', 'Description', 'Amount'];

/** The header and one row per line of the invoice, the amounts in dollars and each day in Dallas. */
export function invoiceCsv(invoice: Pick<AccountInvoice, 'number' | 'lines'>): string {
  return toCsv([
    INVOICE_CSV_HEADER,
    ...invoice.lines.map((line) => [calendarDayIn(new Date(line.at)), invoice.number, line.requestId, line.partnerReference, LINE_KIND_WORDS[line.kind], line.description, centsToDollarString(line.cents)]),
  ]);
}
