import { Module } from '@nestjs/common';
import { AccountsModule } from './accounts.module';
import { AccountInvoicesWorkerModule } from './invoices';
import { PartnerWebhooksWorkerModule } from './webhooks';

/** The worker side of business accounts: webhook deliveries and the monthly invoices. */
@Module({
  imports: [AccountsModule, AccountInvoicesWorkerModule, PartnerWebhooksWorkerModule],
})
export class AccountsWorkerModule {}
