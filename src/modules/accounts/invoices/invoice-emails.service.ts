import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { AccountInvoice } from '../entities/account-invoice.entity';
import { BusinessAccount } from '../entities/business-account.entity';
import { INVOICE_MAILER, type InvoiceMailer } from './invoice-mailer';
import { renderInvoicePdf } from './invoice-pdf';
import { writeInvoiceEmail } from './invoice-texts';
import { invoicesPageUrl } from './invoice-words';

type Outcome = 'none' | 'sent' | 'failed';

/**
 * Emails each invoice not yet sent, with its PDF, when the install sends email. Each is sent under
 * its row's lock and marked in the same transaction: another worker skips it meanwhile, and a send
 * that fails (or a worker that stops mid-send) leaves it unsent for the next tick.
 */
@Injectable()
export class InvoiceEmailsService {
  private readonly logger = new Logger(InvoiceEmailsService.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(INVOICE_MAILER) private readonly mailer: InvoiceMailer | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canSend(): boolean {
    return this.mailer !== null;
  }

  /** Answers how many went out; those that failed are logged and left for the next pass. */
  async sendUnsent(now: Date): Promise<number> {
    const tried: string[] = [];
    let sent = 0;
    for (;;) {
      const outcome = await this.sendOne(tried, now);
      if (outcome === 'none') return sent;
      if (outcome === 'sent') sent++;
    }
  }

  private sendOne(tried: string[], now: Date): Promise<Outcome> {
    const mailer = this.mailer;
    if (!mailer) return Promise.resolve('none');
    return this.em.fork().transactional(async (tx) => {
      const invoice = await tx.findOne(
        AccountInvoice,
        tried.length > 0 ? { sentAt: null, id: { $nin: tried } } : { sentAt: null },
        { orderBy: { issuedAt: 'asc', id: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      if (!invoice) return 'none';
      tried.push(invoice.id);
      const account = await tx.findOne(BusinessAccount, { id: invoice.accountId });
      if (!account) {
        this.logger.error(`Invoice ${invoice.number} not emailed: its account is gone`);
        return 'failed';
      }
      if (!account.billingEmail) {
        invoice.sentAt = now;
        return 'sent';
      }
      try {
        const { subject, text } = writeInvoiceEmail(invoice, account.billingName, invoicesPageUrl(this.config.publicUrl));
        const content = await renderInvoicePdf(invoice, account);
        await mailer.send({ to: account.billingEmail, subject, text, attachment: { filename: `${invoice.number}.pdf`, content, contentType: 'application/pdf' } });
      } catch (error) {
        this.logger.warn(`Invoice ${invoice.number} not emailed, tried again next pass: ${(error as Error).message}`);
        return 'failed';
      }
      invoice.sentAt = now;
      return 'sent';
    });
  }
}
