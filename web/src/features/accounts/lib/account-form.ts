import type { AccountBody, BusinessAccountView } from '@contracts/account-views';
import { MAX_CREDIT_LIMIT_CENTS, MAX_DISCOUNT_BPS, type AccountPricing, type PaymentTermsDays } from '@domain/business-accounts';
import { centsToDollarString, formatUsdWhole } from '@domain/money';
import type { FieldMarks, FormCheck } from '@/lib/forms';

export type AccountFormValues = {
  name: string;
  billingName: string;
  billingPhone: string;
  billingEmail: string;
  termsDays: string;
  /** In percent, as people say it; the API takes basis points. */
  discountPercent: string;
  pricing: AccountPricing;
  /** In dollars; the API takes cents. */
  creditLimit: string;
};

export const emptyAccount: AccountFormValues = {
  name: '',
  billingName: '',
  billingPhone: '',
  billingEmail: '',
  termsDays: '30',
  discountPercent: '0',
  pricing: 'rate_card',
  creditLimit: '',
};

export function accountFormValues(account: BusinessAccountView): AccountFormValues {
  return {
    name: account.name,
    billingName: account.billingName,
    billingPhone: account.billingPhone,
    billingEmail: account.billingEmail ?? '',
    termsDays: String(account.termsDays),
    discountPercent: String(account.discountBps / 100),
    pricing: account.pricing,
    creditLimit: centsToDollarString(account.creditLimitCents).replace(/\.00$/, ''),
  };
}

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** '25,000' or '$2500.50' in cents; null for anything else. */
export function dollarsToCents(text: string): number | null {
  const match = DOLLARS.exec(text.trim());
  if (!match) return null;
  const whole = match[1].replace(/,/g, '');
  if (whole.length > 9) return null;
  return Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** '2.5' percent is 250 basis points; at most two decimals, from 0 to the largest discount. */
export function percentToBps(text: string): number | null {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (trimmed === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const bps = Math.round(Number(trimmed) * 100);
  return bps <= MAX_DISCOUNT_BPS ? bps : null;
}

const BLANK = {
  name: 'Please enter the account’s name',
  billingName: 'Please enter who receives the invoices',
  billingPhone: 'Please enter the billing phone',
  creditLimit: 'Please enter a monthly credit limit',
} as const;

export const MAX_DISCOUNT_PERCENT = MAX_DISCOUNT_BPS / 100;

/** Blank and unreadable fields are marked here; a real phone or email is the server's to judge. */
export function checkAccount(values: AccountFormValues): FormCheck<AccountFormValues, AccountBody> {
  const fields: FieldMarks<AccountFormValues> = {};
  for (const field of ['name', 'billingName', 'billingPhone'] as const) if (values[field].trim() === '') fields[field] = BLANK[field];
  const discountBps = percentToBps(values.discountPercent);
  if (discountBps === null) fields.discountPercent = `Enter a percent from 0 to ${MAX_DISCOUNT_PERCENT}`;
  const creditLimitCents = values.creditLimit.trim() === '' ? null : dollarsToCents(values.creditLimit);
  if (values.creditLimit.trim() === '') fields.creditLimit = BLANK.creditLimit;
  else if (creditLimitCents === null || creditLimitCents <= 0 || creditLimitCents > MAX_CREDIT_LIMIT_CENTS) {
    fields.creditLimit = `Enter an amount in dollars, up to ${formatUsdWhole(MAX_CREDIT_LIMIT_CENTS)}`;
  }
  if (Object.keys(fields).length > 0 || discountBps === null || creditLimitCents === null) return { problem: { fields } };
  return {
    values: {
      name: values.name.trim(),
      billingName: values.billingName.trim(),
      billingPhone: values.billingPhone.trim(),
      billingEmail: values.billingEmail.trim() || null,
      termsDays: Number(values.termsDays) as PaymentTermsDays,
      discountBps,
      pricing: values.pricing,
      creditLimitCents,
    },
  };
}
