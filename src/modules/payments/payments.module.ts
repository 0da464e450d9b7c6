import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DispatchModule } from '../dispatch';
import { RequestCoreModule } from '../request-core';
import { AdminPaymentsController } from './admin-payments.controller';
import { DepositsService } from './deposits.service';
import { CheckoutService } from './checkout.service';
import { CustomerPaymentsController } from './customer-payments.controller';
import { Receipt } from './entities/receipt.entity';
import { ReceiptIssuerService } from './receipts/receipt-issuer.service';
import { ReceiptsController } from './receipts/receipts.controller';
import { ReceiptsService } from './receipts/receipts.service';
import { PaymentEvent } from './entities/payment-event.entity';
import { Payment } from './entities/payment.entity';
import { PaymentWebhookController } from './payment-webhook.controller';
import { PaymentWebhookService } from './payment-webhook.service';
import { PAYMENT_PROVIDER } from './providers/payment-provider';
import { StripePaymentProvider } from './providers/stripe-payment.provider';
import { TestCheckoutPaymentProvider } from './providers/test-checkout-payment.provider';
import { TestCheckoutController } from './test-checkout.controller';
import { TestCheckoutService } from './test-checkout.service';
import { CustomerCancelService } from './cancellations/customer-cancel.service';
import { DepositCancellationsService } from './cancellations/deposit-cancellations.service';
import { CustomerCancelController } from './cancellations/customer-cancel.controller';
import { CustomerCancelPageService } from './cancellations/customer-cancel-page.service';
import { LedgerEntry } from './entities/ledger-entry.entity';
import { PricingModule } from '../pricing';
import { BalancePayment } from './entities/balance-payment.entity';
import { CardBalanceController } from './balance/card-balance.controller';
import { CardBalancesService } from './balance/card-balances.service';
import { BalanceRemindersService } from './balance/balance-reminders.service';
import { AdminBalancesController } from './balance/admin-balances.controller';
import { PayoutAccount } from './entities/payout-account.entity';
import { ProviderTransfer } from './entities/provider-transfer.entity';
import { PayoutAccountsService } from './payouts/payout-accounts.service';
import { ProviderTransfersService } from './payouts/provider-transfers.service';
import { ProviderPayoutsController } from './payouts/provider-payouts.controller';
import { AdminPayoutsController } from './payouts/admin-payouts.controller';
import { ProvidersModule } from '../providers';
import { StaffDirectoryModule } from '../staff';
import { Dispute } from './entities/dispute.entity';
import { DisputesService } from './disputes/disputes.service';
import { AdminDisputesController } from './disputes/admin-disputes.controller';
import { AdminMoneyReadsService } from './admin-money-reads.service';
import { ClawbacksService } from './payouts/clawbacks.service';
import { ProviderStatement } from './entities/provider-statement.entity';
import { WeeklyStatementsService } from './statements/weekly-statements.service';
import { StatementsController } from './statements/statements.controller';
import { ProviderPageMoneyModule } from './payouts/provider-page-money.module';
import { AccountJobPayoutsWatcher } from './payouts/account-job-payouts.watcher';

/** Deposit checkout, its refunds and its webhook (payment events are recorded for exactly-once handling), and each completed job's receipt. */
@Module({
  imports: [MikroOrmModule.forFeature([Payment, PaymentEvent, Receipt, LedgerEntry, BalancePayment, PayoutAccount, ProviderTransfer, Dispute, ProviderStatement]), ProvidersModule, ProviderPageMoneyModule, StaffDirectoryModule, RequestCoreModule, DispatchModule, PricingModule],
  controllers: [CustomerPaymentsController, CustomerCancelController, PaymentWebhookController, TestCheckoutController, AdminPaymentsController, ReceiptsController, CardBalanceController, AdminBalancesController, ProviderPayoutsController, AdminPayoutsController, AdminDisputesController, StatementsController],
  providers: [
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.stripe
          ? new StripePaymentProvider(config.stripe)
          : new TestCheckoutPaymentProvider(config.publicUrl, config.session.secret),
    },
    DepositsService,
    CustomerCancelService,
    DepositCancellationsService,
    CustomerCancelPageService,
    CheckoutService,
    PaymentWebhookService,
    TestCheckoutService,
    ReceiptIssuerService,
    ReceiptsService,
    CardBalancesService,
    BalanceRemindersService,
    PayoutAccountsService,
    ProviderTransfersService,
    AccountJobPayoutsWatcher,
    DisputesService,
    AdminMoneyReadsService,
    ClawbacksService,
    WeeklyStatementsService,
  ],
  exports: [BalanceRemindersService, ProviderTransfersService, WeeklyStatementsService, DisputesService, AdminMoneyReadsService, DepositsService, CustomerCancelService, DepositCancellationsService, ReceiptIssuerService, ReceiptsService],
})
export class PaymentsModule {}
