import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { PROVIDER_PAGE_OFFERS } from '../../providers';
import { RequestCoreModule } from '../../request-core';
import { Offer } from '../entities/offer.entity';
import { ProviderPageOffersReader } from './provider-page-offers.reader';

/** Provides the provider page's offers port (see providers' ProviderPageOffers) to the providers module, which cannot import dispatch. */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([Offer]), RequestCoreModule],
  providers: [{ provide: PROVIDER_PAGE_OFFERS, useClass: ProviderPageOffersReader }],
  exports: [PROVIDER_PAGE_OFFERS],
})
export class ProviderPageOffersModule {}
