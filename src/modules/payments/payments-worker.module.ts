import { Module } from '@nestjs/common';
import { BalanceRemindersTicker } from './balance/balance-reminders.ticker';
import { PaymentsModule } from './payments.module';

/** The worker side of payments: reminding customers of card balances still due. */
@Module({
  imports: [PaymentsModule],
  providers: [BalanceRemindersTicker],
})
export class PaymentsWorkerModule {}
