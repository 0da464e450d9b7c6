import { Processor } from '@nestjs/bullmq';
import type { AppConfig } from '../../config/app-config';
import { CataloguedProcessor, type JobHandlers } from '../../infra/queue/catalogued-processor';
import type { ProcessorWorkerOptions } from '../../infra/queue/configured-processor';
import { rollingSecondLimiter } from '../../infra/queue/rolling-second-limiter';
import { QUEUES } from '../../infra/queue/queue-catalogue';
import { SmsDeliveryService } from './sms-delivery.service';

@Processor(QUEUES.sms)
export class SmsProcessor extends CataloguedProcessor<'sms'> {
  readonly queue = QUEUES.sms;
  protected readonly handlers: JobHandlers<'sms'> = {
    'send-sms': ({ messageId }) => this.delivery.send(messageId),
  };

  constructor(private readonly delivery: SmsDeliveryService) {
    super();
  }
}

/**
 * Sends wait on the network, so many run at once. BullMQ's limiter counts the queue's jobs across
 * every worker process; texts leave from one number (or one messaging service), so it is the
 * per-sender limit. BullMQ OSS has no per-group limits, which a second sender would need.
 */
export function smsWorkerOptions({ concurrency, rateLimitPerSecond }: AppConfig['smsWorker']): ProcessorWorkerOptions {
  return { concurrency, limiter: rollingSecondLimiter(rateLimitPerSecond) };
}
