import { Module } from '@nestjs/common';
import { RequestsModule } from '../requests/requests.module';
import { AdminPricingController } from './admin-pricing.controller';
import { CustomerOfferController } from './customer-offer.controller';
import { PricingService } from './pricing.service';

@Module({
  imports: [RequestsModule],
  controllers: [AdminPricingController, CustomerOfferController],
  providers: [PricingService],
})
export class PricingModule {}
