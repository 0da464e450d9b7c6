import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { OnSiteModule } from '../../on-site';
import { RequestCoreModule } from '../../request-core';
import { AccountCharge } from '../entities/account-charge.entity';
import { AccountChargesService } from '../charges/account-charges.service';
import { AccountChargesWatcher } from '../charges/account-charges.watcher';
import { AccountInvoice } from '../entities/account-invoice.entity';
import { BusinessAccount } from '../entities/business-account.entity';
import { AdminInvoicesController } from './admin-invoices.controller';
import { InvoiceEmailsService } from './invoice-emails.service';
import { InvoiceIssuerService } from './invoice-issuer.service';
import { INVOICE_MAILER } from './invoice-mailer';
import { InvoicesService } from './invoices.service';
import { PortalInvoicesController } from './portal-invoices.controller';
import { SmtpInvoiceMailer } from './smtp-invoice-mailer';

/** Business accounts' charges, written as their jobs complete or are cancelled, and the monthly invoices the desk and the accounts read. */
@Module({
  imports: [MikroOrmModule.forFeature([AccountCharge, AccountInvoice, BusinessAccount]), RequestCoreModule, OnSiteModule],
  controllers: [AdminInvoicesController, PortalInvoicesController],
  providers: [
    AccountChargesService,
    AccountChargesWatcher,
    InvoicesService,
    InvoiceIssuerService,
    InvoiceEmailsService,
    {
      provide: INVOICE_MAILER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.mail.smtpUrl ? new SmtpInvoiceMailer(config.mail.smtpUrl, config.mail.from) : null),
    },
  ],
  exports: [AccountChargesService, InvoiceIssuerService, InvoicesService],
})
export class AccountInvoicesModule {}
