import { Module } from '@nestjs/common';
import { BalanceRemindersTicker } from './balance/balance-reminders.ticker';
import { PaymentsModule } from './payments.module';
import { ProviderTransfersTicker } from './payouts/provider-transfers.ticker';
import { WeeklyStatementsTicker } from './statements/weekly-statements.ticker';

/** The worker side of payments: reminding customers of card balances still due, sending providers what they are owed, and their weekly statements. */
@Module({
  imports: [PaymentsModule],
  providers: [BalanceRemindersTicker, ProviderTransfersTicker, WeeklyStatementsTicker],
})
export class PaymentsWorkerModule {}
