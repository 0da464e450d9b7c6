import { Module } from '@nestjs/common';
import { DispatchModule } from '../dispatch';
import { INBOUND_TEXT_ROUTER } from '../notifications';
import { PaymentsModule } from '../payments';
import { PricingModule } from '../pricing';
import { RequestCoreModule } from '../request-core';
import { CustomerTextsService } from './customer-texts.service';
import { OfferTextsService } from './offer-texts.service';
import { ProviderTextsService } from './provider-texts.service';
import { TextRoutingService } from './text-routing.service';

/** Customers and providers answering our texts: STATUS, CANCEL REQUEST, the provider's steps and ETA. */
@Module({
  imports: [RequestCoreModule, DispatchModule, PaymentsModule, PricingModule],
  providers: [
    CustomerTextsService,
    ProviderTextsService,
    OfferTextsService,
    TextRoutingService,
    { provide: INBOUND_TEXT_ROUTER, useExisting: TextRoutingService },
  ],
  exports: [INBOUND_TEXT_ROUTER],
})
export class TextCommandsModule {}
