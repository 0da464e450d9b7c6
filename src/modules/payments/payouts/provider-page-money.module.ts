import { Global, Module } from '@nestjs/common';
import { PROVIDER_PAGE_MONEY } from '../../providers';
import { ProviderPageMoneyReader } from './provider-page-money.reader';

/** Provides the provider page's money port (see providers' ProviderPageMoney) to the providers module, which cannot import payments. */
@Global()
@Module({
  providers: [{ provide: PROVIDER_PAGE_MONEY, useClass: ProviderPageMoneyReader }],
  exports: [PROVIDER_PAGE_MONEY],
})
export class ProviderPageMoneyModule {}
