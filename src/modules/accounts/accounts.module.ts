import { Module } from '@nestjs/common';
import { RequestCoreModule } from '../request-core';

/**
 * Business accounts: the accounts and their people, partner API keys and the partner API, the
 * account portal, webhooks out and monthly invoices. Its tables are its own; requests are written
 * through request-core's engine.
 */
@Module({
  imports: [RequestCoreModule],
  controllers: [],
  providers: [],
  exports: [],
})
export class AccountsModule {}
