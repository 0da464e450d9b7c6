import type { BusinessAccountView } from '../../../contracts/account-views';
import type { BusinessAccount } from '../entities/business-account.entity';

export const toAccountView = (account: BusinessAccount, monthChargesCents: number): BusinessAccountView => ({
  id: account.id,
  name: account.name,
  billingName: account.billingName,
  billingPhone: account.billingPhone,
  billingEmail: account.billingEmail,
  termsDays: account.termsDays,
  discountBps: account.discountBps,
  pricing: account.pricing,
  creditLimitCents: account.creditLimitCents,
  monthChargesCents,
  createdAt: account.createdAt.toISOString(),
});
