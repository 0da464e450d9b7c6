import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { TickGuard } from '../../../common/time/tick-guard';
import { WebhookDeliveriesService } from './webhook-deliveries.service';

export const WEBHOOK_SWEEP_MS = 60_000;

/** A per-process tick in each worker: a delivery's job id is its own id, so two workers handing the same one to the queue queue it once. */
@Injectable()
export class WebhookSweepTicker {
  private readonly logger = new Logger(WebhookSweepTicker.name);
  private readonly guard = new TickGuard(this.logger, 'Webhook sweep');

  constructor(private readonly deliveries: WebhookDeliveriesService) {}

  @Interval(WEBHOOK_SWEEP_MS)
  async tick(): Promise<void> {
    await this.guard.run(async () => {
      const queued = await this.deliveries.sweep();
      if (queued > 0) this.logger.log(`${queued} webhook deliveries handed to the queue by the sweep`);
    });
  }
}
