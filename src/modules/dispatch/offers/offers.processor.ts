import { Processor } from '@nestjs/bullmq';
import { CataloguedProcessor, type JobHandlers } from '../../../infra/queue/catalogued-processor';
import { QUEUES } from '../../../infra/queue/queue-catalogue';
import { OfferExpiryService } from './offer-expiry.service';

/** Windows close at set times and independently: taken one at a time, a busy minute's would close late. */
const OFFER_EXPIRY_CONCURRENCY = 20;

@Processor(QUEUES.offers, { concurrency: OFFER_EXPIRY_CONCURRENCY })
export class OffersProcessor extends CataloguedProcessor<'offers'> {
  readonly queue = QUEUES.offers;
  protected readonly handlers: JobHandlers<'offers'> = {
    'expire-offer': ({ offerId }) => this.expiry.expire(offerId),
  };

  constructor(private readonly expiry: OfferExpiryService) {
    super();
  }
}
