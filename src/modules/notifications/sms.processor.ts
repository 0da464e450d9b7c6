import { Processor } from '@nestjs/bullmq';
import { CataloguedProcessor, type JobHandlers } from '../../infra/queue/catalogued-processor';
import { QUEUES } from '../../infra/queue/queue-catalogue';
import { SmsDeliveryService } from './sms-delivery.service';

@Processor(QUEUES.sms)
export class SmsProcessor extends CataloguedProcessor<'sms'> {
  readonly queue = QUEUES.sms;
  protected readonly handlers: JobHandlers<'sms'> = {
    'send-sms': ({ messageId }) => this.delivery.send(messageId),
    'sweep-outbox': () => this.delivery.sweep(),
  };

  constructor(private readonly delivery: SmsDeliveryService) {
    super();
  }
}
