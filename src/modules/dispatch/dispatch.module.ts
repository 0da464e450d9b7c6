import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { LivePagesModule } from '../../infra/http/live-pages';
import { OfferLivePageService } from './offers/offer-live-page/offer-live-page.service';
import { MapsModule } from '../../infra/maps/maps.module';
import { ProvidersModule } from '../providers';
import { RequestCoreModule } from '../request-core';
import { AdminDispatchController } from './admin-dispatch.controller';
import { AssignmentService } from './assignment.service';
import { AdminFleetController } from './fleet/admin-fleet.controller';
import { FleetService } from './fleet/fleet.service';
import { ProviderMarkerListener } from './fleet/provider-marker.listener';
import { AutoDispatch } from './entities/auto-dispatch.entity';
import { DispatchSetting } from './entities/dispatch-setting.entity';
import { Offer } from './entities/offer.entity';
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
import { ProviderPageOffersModule } from './offers/provider-page-offers.module';
import { ProviderUnavailableListener } from './offers/provider-unavailable.listener';
import { ReofferService } from './offers/re-offer.service';
import { ProviderCandidatesService } from './provider-candidates.service';

/** Who gets a job: the fleet map, candidates ranked for a request, timed offers and auto-dispatch, and assignment by a dispatcher or an accepted offer. */
@Module({
  imports: [MikroOrmModule.forFeature([Offer, AutoDispatch, DispatchSetting]), RequestCoreModule, ProvidersModule, MapsModule, ProviderPageOffersModule, LivePagesModule],
  controllers: [AdminDispatchController, AdminFleetController, AdminOffersController, OffersController],
  providers: [
    OfferLivePageService,
    ProviderCandidatesService,
    FleetService,
    ProviderMarkerListener,
    AssignmentService,
    OfferEventsService,
    OfferExpiryQueueService,
    OfferSenderService,
    AutoDispatchService,
    OfferWithdrawalsService,
    ProviderUnavailableListener,
    OfferAnswersService,
    OfferExpiryService,
    OfferReadsService,
    OfferPageService,
    AdminOffersService,
    ReofferService,
    OffersGateway,
  ],
  exports: [OfferLivePageService, OfferAnswersService, OfferExpiryService, AutoDispatchService, ReofferService],
})
export class DispatchModule {}
