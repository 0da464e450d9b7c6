import { Module } from '@nestjs/common';
import { MapsModule } from '../../infra/maps/maps.module';
import { RequestCoreModule } from '../request-core';
import { ArrivalWatchService } from './arrival/arrival-watch.service';
import { ArrivalWatchTicker } from './arrival/arrival-watch.ticker';
import { LinkExpiryProcessor } from './link-expiry/link-expiry.processor';
import { LinkExpiryService } from './link-expiry/link-expiry.service';

/** The worker side of the job at the car: closing a completed job's links on time, and watching promised arrivals. */
@Module({
  imports: [RequestCoreModule, MapsModule],
  providers: [LinkExpiryProcessor, LinkExpiryService, ArrivalWatchService, ArrivalWatchTicker],
})
export class OnSiteWorkerModule {}
