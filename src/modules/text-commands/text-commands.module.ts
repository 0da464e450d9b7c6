import { Module } from '@nestjs/common';
import { DispatchModule } from '../dispatch';
import { OnSiteModule } from '../on-site';
import { ProvidersModule } from '../providers';
import { INBOUND_TEXT_ROUTER } from '../notifications';
import { PaymentsModule } from '../payments';
import { PricingModule } from '../pricing';
import { RequestCoreModule } from '../request-core';
import { RequestsModule } from '../requests';
import { CustomerTextsService } from './customer-texts.service';
import { NegotiationTextsService } from './negotiation-texts.service';
import { OfferTextsService } from './offer-texts.service';
import { ProviderTextsService } from './provider-texts.service';
import { RatingTextsService } from './rating-texts.service';
import { TextRoutingService } from './text-routing.service';

/** Customers and providers by text: a request taken by text, the negotiation, STATUS, CANCEL REQUEST, CALL, ratings, the provider's steps and ETA. */
@Module({
  imports: [RequestCoreModule, RequestsModule, ProvidersModule, DispatchModule, OnSiteModule, PaymentsModule, PricingModule],
  providers: [
    CustomerTextsService,
    NegotiationTextsService,
    RatingTextsService,
    ProviderTextsService,
    OfferTextsService,
    TextRoutingService,
    { provide: INBOUND_TEXT_ROUTER, useExisting: TextRoutingService },
  ],
  exports: [INBOUND_TEXT_ROUTER],
})
export class TextCommandsModule {}
