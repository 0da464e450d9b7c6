import type { Download } from '../../../common/http/send-download';
import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import type { InvoiceView } from '../../../contracts/account-views';
import { calendarDayIn } from '../../../domain/report-period';
import { AccountInvoice } from '../entities/account-invoice.entity';
import { BusinessAccount } from '../entities/business-account.entity';
import { invoiceCsv } from './invoice-csv';
import { InvoiceErrors } from './invoice-errors';
import { renderInvoicePdf } from './invoice-pdf';
import { toInvoiceView } from './invoice-view.mapper';

export const INVOICE_LIST_STATUSES = ['open', 'overdue', 'paid'] as const;
export type InvoiceListStatus = (typeof INVOICE_LIST_STATUSES)[number];


/** The invoices as the desk and each account read them: lists, marking one paid, and each as a PDF or CSV. */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Every account's invoices, newest first: the open ones (overdue among them), only those past due, or the paid. */
  async list(status?: InvoiceListStatus): Promise<InvoiceView[]> {
    const now = this.clock.now();
    const where: FilterQuery<AccountInvoice> =
      status === 'overdue' ? { status: 'open', dueAt: { $lt: now } } : status ? { status } : {};
    return this.views(await this.em.fork().find(AccountInvoice, where, { orderBy: { issuedAt: 'desc', number: 'desc' } }), now);
  }

  /** One account's own invoices, newest first. */
  async ofAccount(accountId: string): Promise<InvoiceView[]> {
    return this.views(await this.em.fork().find(AccountInvoice, { accountId }, { orderBy: { issuedAt: 'desc', number: 'desc' } }), this.clock.now());
  }

  /** An owner records the payment; of two at once, one wins and the other is told who did. */
  async markPaid(id: string, paidBy: string): Promise<InvoiceView> {
    const em = this.em.fork();
    const now = this.clock.now();
    const changed = await em.nativeUpdate(AccountInvoice, { id, status: 'open' }, { status: 'paid', paidAt: now, paidBy });
    const invoice = await em.findOne(AccountInvoice, { id });
    if (!invoice) throw InvoiceErrors.notFound();
    if (changed === 0) throw InvoiceErrors.alreadyPaid(invoice.paidAt ? calendarDayIn(invoice.paidAt) : 'an earlier day', invoice.paidBy);
    return (await this.views([invoice], now))[0];
  }

  /** The invoice as a PDF; `accountId` limits it to that account's own (another's is not found). */
  async pdf(id: string, accountId?: string): Promise<Download> {
    const { invoice, account } = await this.found(id, accountId);
    return { filename: `${invoice.number}.pdf`, contentType: 'application/pdf', body: await renderInvoicePdf(invoice, account) };
  }

  async csv(id: string, accountId?: string): Promise<Download> {
    const { invoice } = await this.found(id, accountId);
    return { filename: `${invoice.number}.csv`, contentType: 'text/csv; charset=utf-8', body: Buffer.from(invoiceCsv(invoice), 'utf8') };
  }

  private async found(id: string, accountId?: string): Promise<{ invoice: AccountInvoice; account: BusinessAccount }> {
    const em = this.em.fork();
    const invoice = await em.findOne(AccountInvoice, accountId ? { id, accountId } : { id });
    if (!invoice) throw InvoiceErrors.notFound();
    return { invoice, account: await em.findOneOrFail(BusinessAccount, { id: invoice.accountId }) };
  }

  private async views(invoices: AccountInvoice[], now: Date): Promise<InvoiceView[]> {
    const ids = [...new Set(invoices.map((invoice) => invoice.accountId))];
    const accounts = ids.length > 0 ? await this.em.fork().find(BusinessAccount, { id: { $in: ids } }, { fields: ['id', 'name'] }) : [];
    const names = new Map(accounts.map((account) => [account.id, account.name]));
    return invoices.map((invoice) => toInvoiceView(invoice, names.get(invoice.accountId) ?? '', now));
  }
}
