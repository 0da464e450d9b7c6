import { Module } from '@nestjs/common';
import { BalanceRemindersTicker } from './balance/balance-reminders.ticker';
import { PaymentsModule } from './payments.module';
import { ProviderTransfersTicker } from './payouts/provider-transfers.ticker';

/** The worker side of payments: reminding customers of card balances still due, and sending providers what they are owed. */
@Module({
  imports: [PaymentsModule],
  providers: [BalanceRemindersTicker, ProviderTransfersTicker],
})
export class PaymentsWorkerModule {}
