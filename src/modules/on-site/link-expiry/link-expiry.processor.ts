import { Processor } from '@nestjs/bullmq';
import { CataloguedProcessor, type JobHandlers } from '../../../infra/queue/catalogued-processor';
import { QUEUES } from '../../../infra/queue/queue-catalogue';
import { LinkExpiryService } from './link-expiry.service';

/**
 * Expiry jobs are independent and short, and each is due at a set time: taken one at a time, a
 * busy minute's jobs would queue behind each other and close links late.
 */
const LINK_EXPIRY_CONCURRENCY = 20;

@Processor(QUEUES.linkExpiry, { concurrency: LINK_EXPIRY_CONCURRENCY })
export class LinkExpiryProcessor extends CataloguedProcessor<'link-expiry'> {
  readonly queue = QUEUES.linkExpiry;
  protected readonly handlers: JobHandlers<'link-expiry'> = {
    'expire-links': (payload) => this.expiry.expire(payload),
  };

  constructor(private readonly expiry: LinkExpiryService) {
    super();
  }
}
