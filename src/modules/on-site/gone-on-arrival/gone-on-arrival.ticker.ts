import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { TickGuard } from '../../../common/time/tick-guard';
import { GoneOnArrivalService } from './gone-on-arrival.service';

export const GONE_ON_ARRIVAL_SWEEP_MS = 60_000;

/** A per-process tick in each worker: each close is decided again on the locked row, so two workers close a request once. */
@Injectable()
export class GoneOnArrivalTicker {
  private readonly guard = new TickGuard(new Logger(GoneOnArrivalTicker.name), 'Gone-on-arrival sweep');

  constructor(private readonly goneOnArrival: GoneOnArrivalService) {}

  @Interval(GONE_ON_ARRIVAL_SWEEP_MS)
  async tick(): Promise<void> {
    await this.guard.run(() => this.goneOnArrival.sweep());
  }
}
