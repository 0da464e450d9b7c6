import { Module } from '@nestjs/common';
import { MapsModule } from '../../infra/maps/maps.module';
import { RequestCoreModule } from '../request-core';
import { ArrivalWatchService } from './arrival/arrival-watch.service';
import { ArrivalWatchTicker } from './arrival/arrival-watch.ticker';
import { LinkExpiryProcessor } from './link-expiry/link-expiry.processor';
import { LinkExpiryService } from './link-expiry/link-expiry.service';
import { GoneOnArrivalTicker } from './gone-on-arrival/gone-on-arrival.ticker';
import { OnSiteModule } from './on-site.module';

/** The worker side of the job at the car: closing a completed job's links on time, watching promised arrivals, and closing gone-on-arrival jobs when auto-dispatch is on. */
@Module({
  imports: [RequestCoreModule, MapsModule, OnSiteModule],
  providers: [LinkExpiryProcessor, LinkExpiryService, ArrivalWatchService, ArrivalWatchTicker, GoneOnArrivalTicker],
})
export class OnSiteWorkerModule {}
