import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MapsModule } from '../../infra/maps/maps.module';
import { RequestCoreModule } from '../request-core';
import { AdminPricingController } from './admin-pricing.controller';
import { CustomerOfferController } from './customer-offer.controller';
import { PricingService } from './pricing.service';
import { RateCard } from './entities/rate-card.entity';
import { AdminRateCardController } from './rate-card/admin-rate-card.controller';
import { PriceSuggestionsService } from './rate-card/price-suggestions.service';
import { PublishedRangesController } from './rate-card/published-ranges.controller';
import { RateCardService } from './rate-card/rate-card.service';

@Module({
  imports: [MikroOrmModule.forFeature([RateCard]), RequestCoreModule, MapsModule],
  controllers: [AdminPricingController, AdminRateCardController, PublishedRangesController, CustomerOfferController],
  providers: [PricingService, RateCardService, PriceSuggestionsService],
  exports: [PricingService, PriceSuggestionsService, RateCardService],
})
export class PricingModule {}
