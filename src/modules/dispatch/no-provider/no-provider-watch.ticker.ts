import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { TickGuard } from '../../../common/time/tick-guard';
import { NoProviderWatchService } from './no-provider-watch.service';

/** Once a minute is soon enough for a wait measured in tens of minutes. */
export const NO_PROVIDER_WATCH_MS = 60_000;

/** A per-process tick in each worker, like the arrival watch: each question is decided again on the locked row, so workers never text twice. */
@Injectable()
export class NoProviderWatchTicker {
  private readonly guard = new TickGuard(new Logger(NoProviderWatchTicker.name), 'No-provider watch');

  constructor(private readonly watch: NoProviderWatchService) {}

  @Interval(NO_PROVIDER_WATCH_MS)
  async tick(): Promise<void> {
    await this.guard.run(() => this.watch.sweep());
  }
}
