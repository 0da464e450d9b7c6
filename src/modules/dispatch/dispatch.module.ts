import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { RequestCoreModule } from '../request-core';
import { AdminDispatchController } from './admin-dispatch.controller';
import { AdminProvidersController } from './admin-providers.controller';
import { AssignmentService } from './assignment.service';
import { CustomerRatingController } from './customer-rating.controller';
import { ProviderPosition } from './entities/provider-position.entity';
import { Provider } from './entities/provider.entity';
import { LinkExpiryQueueService } from './link-expiry-queue.service';
import { ProviderCandidatesService } from './provider-candidates.service';
import { ProviderDutyService } from './provider-duty.service';
import { ProviderGateway } from './provider.gateway';
import { ProviderPositionsService } from './provider-positions.service';
import { ProviderJobsController } from './provider-jobs.controller';
import { ProviderJobsService } from './provider-jobs.service';
import { ProviderRosterService } from './provider-roster.service';
import { RatingService } from './rating.service';
import { RoadEtaController } from './road-eta.controller';
import { RoadEtaService } from './road-eta.service';
import { DisabledRoadRouter, ROAD_ROUTER } from './routing/road-router';
import { OsrmRoadRouter } from './routing/osrm-road-router';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** Provider roster, assignment, job links, the provider's job steps and live feed. */
@Module({
  imports: [MikroOrmModule.forFeature([Provider, ProviderPosition]), RequestCoreModule],
  controllers: [AdminProvidersController, AdminDispatchController, ProviderJobsController, CustomerRatingController, RoadEtaController],
  providers: [
    {
      provide: ROAD_ROUTER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.maps.routerUrl ? new OsrmRoadRouter(config.maps.routerUrl) : new DisabledRoadRouter()),
    },
    RoadEtaService,
    ProviderGateway, ProviderPositionsService, ProviderRosterService, ProviderDutyService, ProviderCandidatesService, AssignmentService, ProviderJobsService, LinkExpiryQueueService, RatingService],
  exports: [ProviderJobsService, ProviderDutyService],
})
export class DispatchModule {}
