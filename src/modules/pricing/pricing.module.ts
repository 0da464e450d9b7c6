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

@Module({
  imports: [MikroOrmModule.forFeature([ExtraCharge]), RequestCoreModule, DispatchModule],
  controllers: [AdminPricingController, CustomerOfferController, ProviderExtrasController, CustomerExtrasController, AdminExtrasController],
  providers: [PricingService, ExtraChargesService],
  exports: [ExtraChargesService, PricingService],
})
export class PricingModule {}
