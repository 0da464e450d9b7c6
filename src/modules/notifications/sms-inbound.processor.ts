import { Processor } from '@nestjs/bullmq';
import { CataloguedProcessor, type JobHandlers } from '../../infra/queue/catalogued-processor';
import { QUEUES } from '../../infra/queue/queue-catalogue';
import { InboundSmsHandlerService } from './inbound-sms-handler.service';
import { SmsDeliveryService } from './sms-delivery.service';

/** Inbound texts and the outbox sweep, apart from the sends so the per-sender limit never holds them up. */
@Processor(QUEUES.smsInbound)
export class SmsInboundProcessor extends CataloguedProcessor<'sms-inbound'> {
  readonly queue = QUEUES.smsInbound;
  protected readonly handlers: JobHandlers<'sms-inbound'> = {
    'handle-inbound': ({ messageId }) => this.inbound.handle(messageId),
    'sweep-outbox': () => this.delivery.sweep(),
  };

  constructor(
    private readonly inbound: InboundSmsHandlerService,
    private readonly delivery: SmsDeliveryService,
  ) {
    super();
  }
}
