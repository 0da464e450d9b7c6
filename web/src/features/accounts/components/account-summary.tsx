import type { BusinessAccountView } from '@contracts/account-views';
import { DescriptionItem } from '@/components/ui/description-item';
import { formatBusinessDateTime, formatPhone } from '@/lib/display-format';
import { discountWords, PRICING_LABELS, TERMS_LABELS } from '../lib/account-words';
import { MonthCharges } from './month-charges';

/** Who is billed and how, and this month's charges against the limit. */
export function AccountSummary({ account }: { account: BusinessAccountView }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <DescriptionItem term="Billing contact">{account.billingName}</DescriptionItem>
      <DescriptionItem term="Billing phone">
        <a href={`tel:${account.billingPhone}`} className="text-brand-700 underline">
          {formatPhone(account.billingPhone)}
        </a>
      </DescriptionItem>
      <DescriptionItem term="Billing email">{account.billingEmail ?? 'None'}</DescriptionItem>
      <DescriptionItem term="Terms">{TERMS_LABELS[account.termsDays]}</DescriptionItem>
      <DescriptionItem term="Discount">{discountWords(account.discountBps)}</DescriptionItem>
      <DescriptionItem term="Pricing">{PRICING_LABELS[account.pricing]}</DescriptionItem>
      <DescriptionItem term="This month">
        <MonthCharges monthChargesCents={account.monthChargesCents} creditLimitCents={account.creditLimitCents} />
      </DescriptionItem>
      <DescriptionItem term="Account since">{formatBusinessDateTime(account.createdAt)}</DescriptionItem>
    </dl>
  );
}
