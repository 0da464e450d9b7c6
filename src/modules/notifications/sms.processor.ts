import { Processor } from '@nestjs/bullmq';
import { CataloguedProcessor, type JobHandlers } from '../../infra/queue/catalogued-processor';
import { QUEUES } from '../../infra/queue/queue-catalogue';
import { InboundSmsHandlerService } from './inbound-sms-handler.service';
import { SmsDeliveryService } from './sms-delivery.service';

@Processor(QUEUES.sms)
export class SmsProcessor extends CataloguedProcessor<'sms'> {
  readonly queue = QUEUES.sms;
  protected readonly handlers: JobHandlers<'sms'> = {
    'send-sms': ({ messageId }) => this.delivery.send(messageId),
    'sweep-outbox': () => this.delivery.sweep(),
    'handle-inbound': ({ messageId }) => this.inbound.handle(messageId),
  };

  constructor(
    private readonly delivery: SmsDeliveryService,
    private readonly inbound: InboundSmsHandlerService,
  ) {
    super();
  }
}
