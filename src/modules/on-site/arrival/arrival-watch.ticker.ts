import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { ArrivalWatchService } from './arrival-watch.service';

/** Often enough that a broken promise reaches the customer within a minute (a look, a commit, a send). */
export const ARRIVAL_WATCH_MS = 15_000;

/** A per-process tick in each worker, like the offer sweep: every look is decided again on the locked row, so workers never text twice. */
@Injectable()
export class ArrivalWatchTicker {
  private readonly logger = new Logger(ArrivalWatchTicker.name);
  private running = false;

  constructor(private readonly watch: ArrivalWatchService) {}

  @Interval(ARRIVAL_WATCH_MS)
  async tick(): Promise<void> {
    // A slow pass (a router timing out) is not overlapped by the next.
    if (this.running) return;
    this.running = true;
    try {
      await this.watch.sweep();
    } catch (error) {
      this.logger.debug(`Arrival watch skipped: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
