import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { TickGuard } from '../../../common/time/tick-guard';
import { BalanceRemindersService } from './balance-reminders.service';

/** Every few minutes is soon enough for a reminder a day late. */
export const BALANCE_REMINDERS_MS = 5 * 60_000;

/** A per-process tick in each worker: rows are taken locked and skipped by the others, so no balance is reminded twice. */
@Injectable()
export class BalanceRemindersTicker {
  private readonly guard = new TickGuard(new Logger(BalanceRemindersTicker.name), 'Balance reminders');

  constructor(private readonly reminders: BalanceRemindersService) {}

  @Interval(BALANCE_REMINDERS_MS)
  async tick(): Promise<void> {
    await this.guard.run(() => this.reminders.sweep());
  }
}
