import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { RequestCoreModule } from '../request-core';
import { AdminDispatchController } from './admin-dispatch.controller';
import { AdminFleetController } from './admin-fleet.controller';
import { AdminProvidersController } from './admin-providers.controller';
import { AssignmentService } from './assignment.service';
import { CustomerRatingController } from './customer-rating.controller';
import { AutoDispatch } from './entities/auto-dispatch.entity';
import { DispatchSetting } from './entities/dispatch-setting.entity';
import { Offer } from './entities/offer.entity';
import { ProviderPosition } from './entities/provider-position.entity';
import { AdminOffersController } from './offers/admin-offers.controller';
import { AdminOffersService } from './offers/admin-offers.service';
import { AutoDispatchService } from './offers/auto-dispatch.service';
import { OfferAnswersService } from './offers/offer-answers.service';
import { OfferEventsService } from './offers/offer-events.service';
import { OfferExpiryQueueService } from './offers/offer-expiry-queue.service';
import { OfferExpiryService } from './offers/offer-expiry.service';
import { OfferPageService } from './offers/offer-page.service';
import { OfferReadsService } from './offers/offer-reads.service';
import { OfferSenderService } from './offers/offer-sender.service';
import { OfferWithdrawalsService } from './offers/offer-withdrawals.service';
import { OffersController } from './offers/offers.controller';
import { OffersGateway } from './offers/offers.gateway';
import { ReofferService } from './offers/re-offer.service';
import { AdminProviderLinksController } from './provider-page/admin-provider-links.controller';
import { ProviderPageController } from './provider-page/provider-page.controller';
import { ProviderPageLinksService } from './provider-page/provider-page-links.service';
import { ProviderPageReadsService } from './provider-page/provider-page-reads.service';
import { ProviderPageService } from './provider-page/provider-page.service';
import { Provider } from './entities/provider.entity';
import { FleetService } from './fleet.service';
import { LinkExpiryQueueService } from './link-expiry-queue.service';
import { ProviderCandidatesService } from './provider-candidates.service';
import { ProviderDutyService } from './provider-duty.service';
import { ProviderGateway } from './provider.gateway';
import { ProviderPositionsService } from './provider-positions.service';
import { ProviderJobsController } from './provider-jobs.controller';
import { ProviderJobsService } from './provider-jobs.service';
import { ProviderRosterService } from './provider-roster.service';
import { ProviderScorecardsService } from './provider-scorecards.service';
import { RatingService } from './rating.service';
import { RoadEtaController } from './road-eta.controller';
import { RoadEtaService } from './road-eta.service';
import { DisabledRoadRouter, ROAD_ROUTER } from './routing/road-router';
import { OsrmRoadRouter } from './routing/osrm-road-router';
import { ArrivalCodeService } from './arrival/arrival-code.service';
import { JobPhoto } from './entities/job-photo.entity';
import { AdminPhotosController, CustomerPhotosController, ProviderPhotosController } from './photos/job-photos.controller';
import { JobPhotosService } from './photos/job-photos.service';
import { JobCompletionHooks } from './job-completion-hooks';
import { ProviderApplication } from './entities/provider-application.entity';
import { ProviderDocument } from './entities/provider-document.entity';
import { ProviderNetworkEvent } from './entities/provider-network-event.entity';
import { AdminApplicationsController } from './network/admin-applications.controller';
import { ApplicationReviewsService } from './network/application-reviews.service';
import { ProviderApplicationsController } from './network/provider-applications.controller';
import { ProviderApplicationsService } from './network/provider-applications.service';
import { ApplicationThrottleGuard } from './network/application-throttle.guard';
import { ProviderDocumentsService } from './network/provider-documents.service';
import { DocumentExpiryService } from './network/document-expiry.service';
import { AdminProviderNetworkController } from './network/admin-provider-network.controller';
import { ProviderCredentialsService } from './network/provider-credentials.service';
import { RoadDrivesService } from './routing/road-drives.service';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** Provider roster and network (applications, credentials, their expiry), assignment, job links, the provider's job steps and live feed. */
@Module({
  imports: [MikroOrmModule.forFeature([Provider, ProviderPosition, Offer, AutoDispatch, DispatchSetting, JobPhoto, ProviderApplication, ProviderDocument, ProviderNetworkEvent]), RequestCoreModule],
  controllers: [
    AdminProvidersController,
    AdminFleetController,
    AdminOffersController,
    AdminProviderLinksController,
    OffersController,
    ProviderPhotosController, CustomerPhotosController, AdminPhotosController,
    ProviderApplicationsController, AdminApplicationsController, AdminProviderNetworkController,
    ProviderPageController, AdminDispatchController, ProviderJobsController, CustomerRatingController, RoadEtaController],
  providers: [
    {
      provide: ROAD_ROUTER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.maps.routerUrl ? new OsrmRoadRouter(config.maps.routerUrl) : new DisabledRoadRouter()),
    },
    RoadEtaService,
    RoadDrivesService,
    ArrivalCodeService,
    JobPhotosService,
    JobCompletionHooks,
    ProviderDocumentsService, ProviderApplicationsService, ApplicationReviewsService, ApplicationThrottleGuard, DocumentExpiryService, ProviderCredentialsService,
    ProviderGateway, ProviderPositionsService, ProviderRosterService, ProviderDutyService, ProviderCandidatesService, AssignmentService, ProviderJobsService, LinkExpiryQueueService, RatingService, ProviderScorecardsService, FleetService,
    OfferEventsService, OfferExpiryQueueService, OfferSenderService, AutoDispatchService, OfferWithdrawalsService, OfferAnswersService, OfferExpiryService, OfferReadsService,
    OfferPageService, AdminOffersService, ReofferService, OffersGateway, ProviderPageReadsService, ProviderPageService, ProviderPageLinksService],
  exports: [ProviderJobsService, ProviderDutyService, RatingService, ProviderRosterService, OfferAnswersService, OfferExpiryService, AutoDispatchService, ProviderPageLinksService, RoadDrivesService, JobPhotosService, JobCompletionHooks, DocumentExpiryService, ProviderDocumentsService],
})
export class DispatchModule {}
