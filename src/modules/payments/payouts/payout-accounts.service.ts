import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { PayoutOnboardingView, ProviderPayoutStatusView } from '../../../contracts/payment-views';
import { ProviderPageReadsService } from '../../providers';
import { PayoutAccount } from '../entities/payout-account.entity';
import { PaymentErrors } from '../payment-errors';
import { PAYMENT_PROVIDER, type PayoutAccountReport, type PaymentProvider } from '../providers/payment-provider';

/**
 * Providers' payout accounts: opened when a provider opts in from their page ('Get paid by card
 * jobs'), filled in on the payment provider's onboarding pages, and on once it reports that money
 * can be paid out.
 */
@Injectable()
export class PayoutAccountsService {
  private readonly logger = new Logger(PayoutAccountsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly pages: ProviderPageReadsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Where the provider fills in their details: the account is opened on the first tap, and the same one is used after. */
  async onboard(pageCode: string, address: string): Promise<PayoutOnboardingView> {
    const provider = await this.pages.providerByCode(pageCode, address);
    const account = await this.accountOf(provider.id, provider.email);
    const page = `${this.config.publicUrl}/p/${pageCode}`;
    const url = await this.provider.payoutOnboardingUrl(account.accountRef, `${page}?payouts=back`, `${page}?payouts=again`).catch((error: Error) => {
      this.logger.error(`No onboarding link for payout account ${account.accountRef}: ${error.message}`);
      throw PaymentErrors.providerUnavailable();
    });
    // Without a payment provider there is nothing to fill in, and the account is on at once.
    if (this.provider.isTestCheckout) await this.updated(await this.provider.payoutAccount(account.accountRef));
    return { url };
  }

  /** The webhook's `account.updated`, and a return from onboarding: the status follows the payment provider's word. */
  async updated(report: PayoutAccountReport): Promise<void> {
    await this.em.fork().nativeUpdate(
      PayoutAccount,
      { accountRef: report.accountRef },
      { status: report.payoutsEnabled ? 'on' : 'needs_details', updatedAt: this.clock.now() },
    );
  }

  /** Each provider's payout status, for the roster; providers who never opted in are left out. */
  async statuses(): Promise<ProviderPayoutStatusView[]> {
    const accounts = await this.em.fork().find(PayoutAccount, {}, { orderBy: { createdAt: 'asc' } });
    return accounts.map((account) => ({ providerId: account.providerId, status: account.status }));
  }

  statusOf(providerId: string): Promise<PayoutAccount | null> {
    return this.em.fork().findOne(PayoutAccount, { providerId });
  }

  private async accountOf(providerId: string, email: string | null): Promise<PayoutAccount> {
    const em = this.em.fork();
    const existing = await em.findOne(PayoutAccount, { providerId });
    if (existing) return existing;
    const accountRef = await this.provider.createPayoutAccount({ providerId, email, idempotencyKey: `payout-account:${providerId}` }).catch((error: Error) => {
      this.logger.error(`No payout account opened for provider ${providerId}: ${error.message}`);
      throw PaymentErrors.providerUnavailable();
    });
    const now = this.clock.now();
    try {
      return await em.fork().transactional((tx) => Promise.resolve(tx.create(PayoutAccount, { providerId, accountRef, createdAt: now, updatedAt: now })));
    } catch (error) {
      // Two taps at once: the same key made the same account, and the first tap recorded it.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return em.fork().findOneOrFail(PayoutAccount, { providerId });
    }
  }
}
