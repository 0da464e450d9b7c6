import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { TickGuard } from '../../../common/time/tick-guard';
import { WeeklyStatementsService } from './weekly-statements.service';

/** Every quarter hour: statements go out soon after Monday 8 AM, and a worker that was down catches up. */
export const WEEKLY_STATEMENTS_MS = 15 * 60_000;

/** A per-process tick in each worker: a statement row per provider and week keeps any one from going twice. */
@Injectable()
export class WeeklyStatementsTicker {
  private readonly guard = new TickGuard(new Logger(WeeklyStatementsTicker.name), 'Weekly statements');

  constructor(private readonly statements: WeeklyStatementsService) {}

  @Interval(WEEKLY_STATEMENTS_MS)
  async tick(): Promise<void> {
    await this.guard.run(() => this.statements.sendDue());
  }
}
