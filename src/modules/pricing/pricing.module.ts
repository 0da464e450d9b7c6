import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { DispatchModule } from '../dispatch';
import { RequestCoreModule } from '../request-core';
import { AdminPricingController } from './admin-pricing.controller';
import { CustomerOfferController } from './customer-offer.controller';
import { AdminExtrasController, CustomerExtrasController, ProviderExtrasController } from './extras/extra-charges.controller';
import { ExtraCharge } from './entities/extra-charge.entity';
import { ExtraChargesService } from './extras/extra-charges.service';
import { PricingService } from './pricing.service';
import { RateCard } from './entities/rate-card.entity';
import { AdminRateCardController } from './rate-card/admin-rate-card.controller';
import { PriceSuggestionsService } from './rate-card/price-suggestions.service';
import { PublishedRangesController } from './rate-card/published-ranges.controller';
import { RateCardService } from './rate-card/rate-card.service';

@Module({
  imports: [MikroOrmModule.forFeature([ExtraCharge, RateCard]), RequestCoreModule, DispatchModule],
  controllers: [AdminPricingController, AdminRateCardController, PublishedRangesController, CustomerOfferController, ProviderExtrasController, CustomerExtrasController, AdminExtrasController],
  providers: [PricingService, ExtraChargesService, RateCardService, PriceSuggestionsService],
  exports: [ExtraChargesService, PricingService, PriceSuggestionsService],
})
export class PricingModule {}
