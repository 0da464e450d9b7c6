import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { RequestCoreModule } from '../request-core';
import { DispatchModule } from './dispatch.module';
import { ProviderPosition } from './entities/provider-position.entity';
import { LinkExpiryProcessor } from './link-expiry.processor';
import { LinkExpiryService } from './link-expiry.service';
import { ArrivalWatchService } from './arrival/arrival-watch.service';
import { ArrivalWatchTicker } from './arrival/arrival-watch.ticker';
import { OfferSweepTicker } from './offers/offer-sweep.ticker';
import { OffersProcessor } from './offers/offers.processor';

/** The worker side of dispatch: closing a completed job's links and offer windows on time, and watching promised arrivals. */
@Module({
  imports: [MikroOrmModule.forFeature([ProviderPosition]), RequestCoreModule, DispatchModule],
  providers: [
    LinkExpiryProcessor,
    LinkExpiryService,
    OffersProcessor,
    OfferSweepTicker,
    ArrivalWatchService,
    ArrivalWatchTicker,
  ],
})
export class DispatchWorkerModule {}
