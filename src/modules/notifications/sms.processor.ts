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
 * A send takes about a second and its lock is renewed while it runs, so a lock of 10 s (BullMQ's
 * default is 30 s, checked every 30 s) only shortens the wait after a worker dies mid-send: its texts
 * are taken up again within 20 s instead of a minute.
 */
const SMS_LOCK = { lockDuration: 10_000, stalledInterval: 10_000 } as const;

/**
 * Sends wait on the network, so many run at once. BullMQ's limiter counts the queue's jobs across
 * every worker process; texts leave from one number (or one messaging service), so it is the
 * per-sender limit. BullMQ OSS has no per-group limits, which a second sender would need.
 */
export function smsWorkerOptions({ concurrency, rateLimitPerSecond }: AppConfig['smsWorker']): ProcessorWorkerOptions {
  return { concurrency, limiter: rollingSecondLimiter(rateLimitPerSecond), ...SMS_LOCK };
}

