import { Module } from '@nestjs/common';
import { AccountInvoicesModule } from './account-invoices.module';
import { AccountInvoicesTicker } from './invoices.ticker';

/** The worker side of invoices: issuing them on the 1st and emailing those not sent yet. */
@Module({
  imports: [AccountInvoicesModule],
  providers: [AccountInvoicesTicker],
})
export class AccountInvoicesWorkerModule {}
