import { Module } from '@nestjs/common';
import { AccountsModule } from './accounts.module';

/** The worker side of business accounts: webhook deliveries and the monthly invoices. */
@Module({
  imports: [AccountsModule],
  providers: [],
})
export class AccountsWorkerModule {}
