import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { RequestCoreModule } from '../request-core';
import { AdminProvidersController } from './admin-providers.controller';
import { ProviderApplication } from './entities/provider-application.entity';
import { ProviderDocument } from './entities/provider-document.entity';
import { ProviderNetworkEvent } from './entities/provider-network-event.entity';
import { ProviderPosition } from './entities/provider-position.entity';
import { Provider } from './entities/provider.entity';
import { AdminApplicationsController } from './network/admin-applications.controller';
import { AdminProviderNetworkController } from './network/admin-provider-network.controller';
import { ApplicationReviewsService } from './network/application-reviews.service';
import { ApplicationThrottleGuard } from './network/application-throttle.guard';
import { DocumentExpiryService } from './network/document-expiry.service';
import { ProviderApplicationsController } from './network/provider-applications.controller';
import { ProviderApplicationsService } from './network/provider-applications.service';
import { ProviderCredentialsService } from './network/provider-credentials.service';
import { ProviderDocumentsService } from './network/provider-documents.service';
import { ProviderPositionsService } from './positions/provider-positions.service';
import { ProviderGateway } from './positions/provider.gateway';
import { ProviderDutyService } from './provider-duty.service';
import { AdminProviderLinksController } from './provider-page/admin-provider-links.controller';
import { ProviderPageLinksService } from './provider-page/provider-page-links.service';
import { ProviderPageReadsService } from './provider-page/provider-page-reads.service';
import { ProviderPageController } from './provider-page/provider-page.controller';
import { ProviderPageService } from './provider-page/provider-page.service';
import { ProviderRosterService } from './provider-roster.service';
import { CustomerRatingController } from './scorecards/customer-rating.controller';
import { ProviderScorecardsService } from './scorecards/provider-scorecards.service';
import { RatingService } from './scorecards/rating.service';

/** The provider network: the roster, applications, documents and their expiry, duty, positions, the provider page, scorecards and ratings. */
@Module({
  imports: [MikroOrmModule.forFeature([Provider, ProviderApplication, ProviderDocument, ProviderNetworkEvent, ProviderPosition]), RequestCoreModule],
  controllers: [
    AdminProvidersController,
    AdminProviderLinksController,
    ProviderApplicationsController,
    AdminApplicationsController,
    AdminProviderNetworkController,
    ProviderPageController,
    CustomerRatingController,
  ],
  providers: [
    ProviderRosterService,
    ProviderDutyService,
    ProviderScorecardsService,
    RatingService,
    ProviderPositionsService,
    ProviderGateway,
    ProviderDocumentsService,
    ProviderApplicationsService,
    ApplicationReviewsService,
    ApplicationThrottleGuard,
    DocumentExpiryService,
    ProviderCredentialsService,
    ProviderPageReadsService,
    ProviderPageService,
    ProviderPageLinksService,
  ],
  exports: [
    ProviderRosterService,
    ProviderDutyService,
    ProviderScorecardsService,
    RatingService,
    ProviderPageReadsService,
    ProviderPageLinksService,
    DocumentExpiryService,
    ProviderDocumentsService,
  ],
})
export class ProvidersModule {}
