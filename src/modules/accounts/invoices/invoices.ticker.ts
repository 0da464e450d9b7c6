import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { TickGuard } from '../../../common/time/tick-guard';
import { InvoiceIssuerService } from './invoice-issuer.service';

/** Every quarter hour: invoices go out soon after 8 AM on the 1st, a worker that was down catches up, and an email that failed is tried again. */
export const ACCOUNT_INVOICES_MS = 15 * 60_000;

/** A per-process tick in each worker: the invoice's unique account and month keeps any one from going twice. */
@Injectable()
export class AccountInvoicesTicker {
  private readonly guard = new TickGuard(new Logger(AccountInvoicesTicker.name), 'Account invoices');

  constructor(private readonly issuer: InvoiceIssuerService) {}

  @Interval(ACCOUNT_INVOICES_MS)
  async tick(): Promise<void> {
    await this.guard.run(() => this.issuer.issueDue());
  }
}
