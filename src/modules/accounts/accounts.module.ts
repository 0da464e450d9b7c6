import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PaymentsModule } from '../payments';
import { PricingModule } from '../pricing';
import { RequestCoreModule } from '../request-core';
import { RequestsModule } from '../requests';
import { StaffDirectoryModule, StaffModule } from '../staff';
import { AccountDeskService } from './accounts/account-desk.service';
import { AdminAccountsController } from './accounts/admin-accounts.controller';
import { BusinessAccountsService } from './accounts/business-accounts.service';
import { ApiKey } from './entities/api-key.entity';
import { BusinessAccount } from './entities/business-account.entity';
import { AccountInvoicesModule } from './invoices';
import { AccountJobCancellations } from './jobs/account-job-cancellations';
import { AccountJobsService } from './jobs/account-jobs.service';
import { PartnerJobsController } from './jobs/partner-jobs.controller';
import { PortalJobsController } from './jobs/portal-jobs.controller';
import { ApiKeysService } from './keys/api-keys.service';
import { PartnerKeyGuard } from './keys/partner-key.guard';
import { PortalApiKeysController } from './keys/portal-api-keys.controller';
import { PortalMeController } from './portal/portal-me.controller';
import { PortalPeopleController } from './portal/portal-people.controller';
import { PortalPeopleService } from './portal/portal-people.service';
import { PortalSessionGuard } from './portal/portal-session.guard';
import { PartnerWebhooksModule } from './webhooks';

/**
 * Business accounts: the accounts and their people, partner API keys and the partner API, the
 * account portal, webhooks out and monthly invoices. Its tables are its own; requests are written
 * through request-core's engine.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([BusinessAccount, ApiKey]),
    RequestCoreModule,
    RequestsModule,
    PricingModule,
    PaymentsModule,
    StaffModule,
    StaffDirectoryModule,
    AccountInvoicesModule,
    PartnerWebhooksModule,
  ],
  controllers: [AdminAccountsController, PartnerJobsController, PortalJobsController, PortalApiKeysController, PortalMeController, PortalPeopleController],
  providers: [
    BusinessAccountsService,
    AccountDeskService,
    ApiKeysService,
    AccountJobsService,
    AccountJobCancellations,
    PortalPeopleService,
    { provide: APP_GUARD, useClass: PortalSessionGuard },
    { provide: APP_GUARD, useClass: PartnerKeyGuard },
  ],
})
export class AccountsModule {}
