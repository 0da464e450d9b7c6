import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { TickGuard } from '../../../common/time/tick-guard';
import { ArrivalWatchService } from './arrival-watch.service';

/** Often enough that a broken promise reaches the customer within a minute (a look, a commit, a send). */
export const ARRIVAL_WATCH_MS = 15_000;

/** A per-process tick in each worker, like the offer sweep: every look is decided again on the locked row, so workers never text twice. */
@Injectable()
export class ArrivalWatchTicker {
  private readonly guard = new TickGuard(new Logger(ArrivalWatchTicker.name), 'Arrival watch');

  constructor(private readonly watch: ArrivalWatchService) {}

  @Interval(ARRIVAL_WATCH_MS)
  async tick(): Promise<void> {
    await this.guard.run(() => this.watch.sweep());
  }
}
