import { iso } from '../../../common/time/iso';
import type { InvoiceView } from '../../../contracts/account-views';
import type { AccountInvoice } from '../entities/account-invoice.entity';
import { jobCountOf } from './invoice-words';

/** An invoice past its due date and still unpaid. */
export const isOverdue = (invoice: Pick<AccountInvoice, 'status' | 'dueAt'>, now: Date): boolean => invoice.status === 'open' && invoice.dueAt.getTime() < now.getTime();

export function toInvoiceView(invoice: AccountInvoice, accountName: string, now: Date): InvoiceView {
  return {
    id: invoice.id,
    accountId: invoice.accountId,
    accountName,
    number: invoice.number,
    month: invoice.month,
    jobCount: jobCountOf(invoice.lines),
    subtotalCents: invoice.subtotalCents,
    discountBps: invoice.discountBps,
    discountCents: invoice.discountCents,
    totalCents: invoice.totalCents,
    issuedAt: invoice.issuedAt.toISOString(),
    dueAt: invoice.dueAt.toISOString(),
    status: invoice.status,
    overdue: isOverdue(invoice, now),
    paidAt: iso(invoice.paidAt),
    paidBy: invoice.paidBy,
  };
}
