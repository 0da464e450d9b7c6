import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { discountCents } from '../../../domain/business-accounts';
import { SmsOutboxService } from '../../notifications';
import { AccountChargesService, type AccountChargeRecord } from '../charges/account-charges.service';
import { AccountInvoice, type InvoiceLine } from '../entities/account-invoice.entity';
import { BusinessAccount } from '../entities/business-account.entity';
import { InvoiceEmailsService } from './invoice-emails.service';
import { BILLED_MONTH_SQL, type BilledMonthRow } from './invoice-month.sql';
import { INVOICE_TEMPLATE, writeInvoiceText } from './invoice-texts';
import { invoicesPageUrl } from './invoice-words';

/** Invoices go out on the 1st from this hour in Dallas: in business hours, and after the month's last jobs have committed. */
const ISSUE_FROM_HOUR = 8;
const DAY_MS = 86_400_000;

const toLine = (charge: AccountChargeRecord): InvoiceLine => ({
  requestId: charge.requestId,
  at: charge.incurredAt.toISOString(),
  kind: charge.kind,
  description: charge.description,
  partnerReference: charge.partnerReference,
  cents: charge.cents,
});

/**
 * On the 1st of each month, every account with charges in the month before gets one invoice, texted
 * to its billing contact in the invoice's own transaction. The invoice is unique per account and
 * month, so however many workers tick, one invoice and one text go out.
 */
@Injectable()
export class InvoiceIssuerService {
  private readonly logger = new Logger(InvoiceIssuerService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly charges: AccountChargesService,
    private readonly outbox: SmsOutboxService,
    private readonly emails: InvoiceEmailsService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Issues last month's invoices not issued yet, once it is the 1st at 8 AM in Dallas or later; then emails those still unsent. Answers how many it issued. */
  async issueDue(now: Date = this.clock.now()): Promise<number> {
    const [billed] = await this.em.fork().execute<BilledMonthRow[]>(BILLED_MONTH_SQL, [now, now]);
    let issued = 0;
    if (billed.local_day > 1 || billed.local_hour >= ISSUE_FROM_HOUR) {
      const done = new Set((await this.em.fork().find(AccountInvoice, { month: billed.month }, { fields: ['accountId'] })).map((row) => row.accountId));
      for (const accountId of await this.charges.accountsCharged(billed.starts, billed.ends)) {
        if (done.has(accountId)) continue;
        // One account's trouble must not hold up the others' invoices; it is tried again next tick.
        const made = await this.issue(accountId, billed, now).catch((error: Error) => {
          this.logger.error(`Invoice for account ${accountId}, ${billed.month}, not issued: ${error.message}`);
          return false;
        });
        if (made) issued++;
      }
    }
    await this.emails.sendUnsent(now);
    return issued;
  }

  private async issue(accountId: string, billed: BilledMonthRow, now: Date): Promise<boolean> {
    const account = await this.em.fork().findOne(BusinessAccount, { id: accountId });
    if (!account) throw new Error('the account is gone');
    const lines = (await this.charges.forAccount(accountId, billed.starts, billed.ends)).map(toLine);
    const subtotalCents = lines.reduce((sum, line) => sum + line.cents, 0);
    const discount = discountCents(subtotalCents, account.discountBps);
    // Without email to send, the text is the whole notice.
    const emailed = this.emails.canSend() && account.billingEmail !== null;
    try {
      await this.outbox.transaction(async (tx, texts) => {
        const [{ number }] = await tx.execute<Array<{ number: string }>>(`select nextval('account_invoice_numbers')::text as number`);
        const invoice = tx.create(AccountInvoice, {
          accountId,
          number: `INV-${billed.month.replace('-', '')}-${number.padStart(4, '0')}`,
          month: billed.month,
          lines,
          subtotalCents,
          discountBps: account.discountBps,
          discountCents: discount,
          totalCents: subtotalCents - discount,
          issuedAt: now,
          dueAt: new Date(now.getTime() + account.termsDays * DAY_MS),
          sentAt: emailed ? null : now,
          createdAt: now,
        });
        await tx.flush();
        texts.stage({
          to: account.billingPhone,
          body: writeInvoiceText(invoice, account.name, invoicesPageUrl(this.config.publicUrl)),
          template: INVOICE_TEMPLATE,
          idempotencyKey: `account-invoice:${accountId}:${billed.month}`,
        });
      });
      return true;
    } catch (error) {
      // Another worker issued this account's invoice for the month first.
      if (error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
  }
}
