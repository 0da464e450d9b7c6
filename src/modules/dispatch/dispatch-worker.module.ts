import { Module } from '@nestjs/common';
import { RequestCoreModule } from '../request-core';
import { DispatchModule } from './dispatch.module';
import { OfferSweepTicker } from './offers/offer-sweep.ticker';
import { OffersProcessor } from './offers/offers.processor';
import { NoProviderWatchService } from './no-provider/no-provider-watch.service';
import { NoProviderWatchTicker } from './no-provider/no-provider-watch.ticker';

/** The worker side of dispatch: closing offer windows on time, and asking customers nobody has taken on whether to keep waiting. */
@Module({
  imports: [DispatchModule, RequestCoreModule],
  providers: [OffersProcessor, OfferSweepTicker, NoProviderWatchService, NoProviderWatchTicker],
})
export class DispatchWorkerModule {}
