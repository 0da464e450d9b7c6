import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { OfferExpiryService } from './offer-expiry.service';

/** How often each worker looks for offer windows whose closing job was lost. */
export const OFFER_SWEEP_MS = 30_000;

/**
 * A per-process tick, not a job scheduler: the sweep is idempotent (each expiry is a write on the offer's
 * own version that re-reads it), so two workers sweeping at once close each window once. It keeps a
 * repeating BullMQ job off this queue: a worker shutting down while Redis is unreachable retries the
 * next iteration of a repeating job without pause, and would never finish closing.
 */
@Injectable()
export class OfferSweepTicker {
  private readonly logger = new Logger(OfferSweepTicker.name);

  constructor(private readonly expiry: OfferExpiryService) {}

  @Interval(OFFER_SWEEP_MS)
  async sweep(): Promise<void> {
    try {
      const expired = await this.expiry.sweep();
      if (expired > 0) this.logger.log(`${expired} offer window(s) closed by the sweep`);
    } catch (error) {
      // The database is away: the outage is reported by health; the next tick tries again.
      this.logger.debug(`Offer sweep skipped: ${(error as Error).message}`);
    }
  }
}
