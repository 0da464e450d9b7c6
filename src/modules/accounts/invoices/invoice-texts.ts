import { withOptOut } from '../../notifications';
import type { AccountInvoice } from '../entities/account-invoice.entity';
import { invoiceWriter as w, jobCountOf, monthWords } from './invoice-words';

export const INVOICE_TEMPLATE = 'account-invoice';

type Invoiced = Pick<AccountInvoice, 'number' | 'month' | 'lines' | 'totalCents' | 'dueAt'>;

/** The text to the billing contact: what the invoice is for, what is due by when, and where to see it. */
export function writeInvoiceText(invoice: Invoiced, accountName: string, url: string): string {
  return withOptOut(
    w,
    w.say('sms.invoice', { number: invoice.number, account: accountName, month: monthWords(invoice.month), jobs: jobCountOf(invoice.lines), total: w.usd(invoice.totalCents), due: w.date(invoice.dueAt), url }),
  );
}

export function writeInvoiceEmail(invoice: Invoiced, billingName: string, url: string): { subject: string; text: string } {
  const values = { number: invoice.number, month: monthWords(invoice.month), name: billingName, jobs: jobCountOf(invoice.lines), total: w.usd(invoice.totalCents), due: w.date(invoice.dueAt), url };
  return { subject: w.say('invoice.email.subject', values), text: w.say('invoice.email.body', values) };
}
