import { Module } from '@nestjs/common';
import { RequestCoreModule } from '../request-core';
import { AdminPricingController } from './admin-pricing.controller';
import { CustomerOfferController } from './customer-offer.controller';
import { PricingService } from './pricing.service';

@Module({
  imports: [RequestCoreModule],
  controllers: [AdminPricingController, CustomerOfferController],
  providers: [PricingService],
})
export class PricingModule {}
