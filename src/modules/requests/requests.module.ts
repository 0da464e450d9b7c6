import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { NotificationsModule } from '../notifications/notifications.module';
import { ActivityLogService } from './activity-log.service';
import { AdminMaintenanceController } from './admin-maintenance.controller';
import { AdminRequestsController } from './admin-requests.controller';
import { AdminRequestsService } from './admin-requests.service';
import { CustomerRequestsController } from './customer-requests.controller';
import { CustomerTrackingService } from './customer-tracking.service';
import { ActivityLogEntry } from './entities/activity-log-entry.entity';
import { CustomerRequest } from './entities/customer-request.entity';
import { GeocodeController } from './geocoding/geocode.controller';
import { DisabledGeocoder, GEOCODER } from './geocoding/geocoder';
import { GeocodingService } from './geocoding/geocoding.service';
import { NominatimGeocoder } from './geocoding/nominatim-geocoder';
import { LookupRateLimiter } from './lookup-rate-limiter.service';
import { MaintenanceQueueService } from './maintenance-queue.service';
import { RequestCleanupService } from './request-cleanup.service';
import { RequestEventsService } from './request-events.service';
import { RequestIntakeService } from './request-intake.service';
import { RequestLookupService } from './request-lookup.service';
import { RequestTransitionsService } from './request-transitions.service';
import { TrackGateway } from './track.gateway';

@Module({
  imports: [MikroOrmModule.forFeature([CustomerRequest, ActivityLogEntry]), NotificationsModule],
  controllers: [CustomerRequestsController, AdminRequestsController, AdminMaintenanceController, GeocodeController],
  providers: [
    {
      provide: GEOCODER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.maps.geocoderUrl
          ? new NominatimGeocoder(config.maps.geocoderUrl, `dfw-roadside (${config.publicUrl})`)
          : new DisabledGeocoder(),
    },
    ActivityLogService,
    AdminRequestsService,
    CustomerTrackingService,
    GeocodingService,
    LookupRateLimiter,
    MaintenanceQueueService,
    RequestCleanupService,
    RequestEventsService,
    RequestIntakeService,
    RequestLookupService,
    RequestTransitionsService,
    TrackGateway,
  ],
  exports: [RequestLookupService, RequestTransitionsService, RequestEventsService, ActivityLogService, RequestCleanupService, MaintenanceQueueService],
})
export class RequestsModule {}
