import { Module } from '@nestjs/common';
import { DispatchModule } from './dispatch.module';
import { OfferSweepTicker } from './offers/offer-sweep.ticker';
import { OffersProcessor } from './offers/offers.processor';

/** The worker side of dispatch: closing offer windows on time. */
@Module({
  imports: [DispatchModule],
  providers: [OffersProcessor, OfferSweepTicker],
})
export class DispatchWorkerModule {}
