import { Processor } from '@nestjs/bullmq';
import { CataloguedProcessor, type JobHandlers } from '../../../infra/queue/catalogued-processor';
import { QUEUES } from '../../../infra/queue/queue-catalogue';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { webhookRetryDelayMs } from './webhook-retry-schedule';

/** Accounts' receivers answer independently: a slow one must not hold the others' events. */
export const WEBHOOK_CONCURRENCY = 20;

/** The queue's 'webhook' backoff is this worker's own strategy: doubling waits, capped, so the attempts span a day. */
@Processor(QUEUES.partnerWebhooks, { concurrency: WEBHOOK_CONCURRENCY, settings: { backoffStrategy: webhookRetryDelayMs } })
export class PartnerWebhooksProcessor extends CataloguedProcessor<'partner-webhooks'> {
  readonly queue = QUEUES.partnerWebhooks;
  protected readonly handlers: JobHandlers<'partner-webhooks'> = {
    'deliver-webhook': ({ deliveryId }) => this.deliveries.attempt(deliveryId),
  };

  constructor(private readonly deliveries: WebhookDeliveriesService) {
    super();
  }
}
