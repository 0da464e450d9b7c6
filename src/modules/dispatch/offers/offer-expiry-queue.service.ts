import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { expiryDelayMs } from '../../../domain/offer-window';
import { CataloguedQueue, JOBS, jobIds, QUEUES } from '../../../infra/queue/queue-catalogue';
import type { Offer } from '../entities/offer.entity';

/** Schedules each offer's window to close on time; the sweep closes any whose job was lost. */
@Injectable()
export class OfferExpiryQueueService {
  private readonly logger = new Logger(OfferExpiryQueueService.name);

  constructor(
    @InjectQueue(QUEUES.offers) private readonly queue: CataloguedQueue<'offers'>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async schedule(offers: readonly Offer[]): Promise<void> {
    const now = this.clock.now();
    try {
      await this.queue.addBulk(
        offers.map((offer) => ({
          name: JOBS.expireOffer,
          data: { offerId: offer.id },
          opts: { jobId: jobIds.expireOffer(offer.id), delay: expiryDelayMs(offer.expiresAt, now) },
        })),
      );
    } catch (error) {
      this.logger.warn(`Offer windows left to the sweep: ${(error as Error).message}`);
    }
  }
}
