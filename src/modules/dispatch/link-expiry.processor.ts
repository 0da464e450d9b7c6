import { Processor } from '@nestjs/bullmq';
import { CataloguedProcessor, type JobHandlers } from '../../infra/queue/catalogued-processor';
import { QUEUES } from '../../infra/queue/queue-catalogue';
import { LinkExpiryService } from './link-expiry.service';

@Processor(QUEUES.linkExpiry)
export class LinkExpiryProcessor extends CataloguedProcessor<'link-expiry'> {
  readonly queue = QUEUES.linkExpiry;
  protected readonly handlers: JobHandlers<'link-expiry'> = {
    'expire-links': (payload) => this.expiry.expire(payload),
  };

  constructor(private readonly expiry: LinkExpiryService) {
    super();
  }
}
