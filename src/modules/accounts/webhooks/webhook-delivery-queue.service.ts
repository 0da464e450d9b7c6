import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { CataloguedQueue, JOBS, jobIds, QUEUES } from '../../../infra/queue/queue-catalogue';

/** Hands stored deliveries to the queue; a delivery the queue missed stays pending and the sweep hands it on. */
@Injectable()
export class WebhookDeliveryQueue {
  private readonly logger = new Logger(WebhookDeliveryQueue.name);

  constructor(@InjectQueue(QUEUES.partnerWebhooks) private readonly queue: CataloguedQueue<'partner-webhooks'>) {}

  async enqueue(deliveryIds: readonly string[]): Promise<void> {
    if (deliveryIds.length === 0) return;
    try {
      await this.queue.addBulk(deliveryIds.map((deliveryId) => ({ name: JOBS.deliverWebhook, data: { deliveryId }, opts: { jobId: jobIds.deliverWebhook(deliveryId) } })));
    } catch (error) {
      this.logger.warn(`Webhook deliveries left to the sweep: ${(error as Error).message}`);
    }
  }

  /** The deliveries among `deliveryIds` the queue holds no job for (a crash between the commit and the hand-over, or a lost Redis). */
  async missing(deliveryIds: readonly string[]): Promise<string[]> {
    const jobs = await Promise.all(deliveryIds.map((id) => this.queue.getJob(jobIds.deliverWebhook(id))));
    return deliveryIds.filter((_, index) => !jobs[index]);
  }
}
