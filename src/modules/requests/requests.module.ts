import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments';
import { PricingModule } from '../pricing';
import { RequestCoreModule } from '../request-core';
import { AdminMaintenanceController } from './admin-maintenance.controller';
import { AdminPhoneRequestsController } from './admin-phone-requests.controller';
import { AdminRequestsController } from './admin-requests.controller';
import { AdminRequestsService } from './admin-requests.service';
import { CompletedExportService } from './completed/completed-export.service';
import { CompletedJobsController } from './completed/completed-jobs.controller';
import { CompletedJobsService } from './completed/completed-jobs.service';
import { CompletedPeriodService } from './completed/completed-period.service';
import { CompletedStatsService } from './completed/completed-stats.service';
import { CustomerRequestsController } from './customer-requests.controller';
import { CustomerTrackingService } from './customer-tracking.service';
import { GeocodeController } from './geocoding/geocode.controller';
import { MapsModule } from '../../infra/maps/maps.module';
import { IntakeIdempotencyService } from './intake-idempotency.service';
import { IntakeTextLimits } from './intake-text-limits.service';
import { MaintenanceQueueService } from './maintenance-queue.service';
import { PhoneRequestsService } from './phone-requests.service';
import { RequestCleanupService } from './request-cleanup.service';
import { SecurityLogModule } from '../staff';
import { RequestIntakeService } from './request-intake.service';
import { LocationSharesController } from './sms-intake/location-shares.controller';
import { LocationSharesService } from './sms-intake/location-shares.service';
import { SmsIntakeService } from './sms-intake/sms-intake.service';
import { TrackGateway } from './track.gateway';
import { TrackingPageService } from './tracking-page/tracking-page.service';
import { LivePagesModule } from '../../infra/http/live-pages';

@Module({
  imports: [SecurityLogModule, RequestCoreModule, MapsModule, PaymentsModule, PricingModule, LivePagesModule],
  controllers: [
    CustomerRequestsController,
    AdminRequestsController,
    AdminPhoneRequestsController,
    AdminMaintenanceController,
    CompletedJobsController,
    GeocodeController,
    LocationSharesController,
  ],
  providers: [
    AdminRequestsService,
    CompletedExportService,
    CompletedJobsService,
    CompletedPeriodService,
    CompletedStatsService,
    CustomerTrackingService,
    IntakeIdempotencyService,
    IntakeTextLimits,
    MaintenanceQueueService,
    PhoneRequestsService,
    RequestCleanupService,
    RequestIntakeService,
    SmsIntakeService,
    LocationSharesService,
    TrackGateway,
    TrackingPageService,
  ],
  exports: [RequestCleanupService, MaintenanceQueueService, SmsIntakeService, RequestIntakeService, TrackingPageService],
})
export class RequestsModule {}
