import { DEFAULT_DEPOSIT_PERCENT, depositCents, isValidDepositPercent } from '@domain/money';

export type PriceSplit = {
  totalCents: number;
  depositPercent: number;
  /** Paid now by card: the platform fee. */
  depositCents: number;
  /** Paid to the provider on site. */
  onSiteCents: number;
};

/** Spec §9: the deposit as stored, else the price times the percentage. */
export function priceSplit(totalCents: number, percent: number, storedDepositCents: number | null = null): PriceSplit {
  const depositPercent = isValidDepositPercent(percent) ? percent : DEFAULT_DEPOSIT_PERCENT;
  const deposit = storedDepositCents ?? depositCents(totalCents, depositPercent);
  return { totalCents, depositPercent, depositCents: deposit, onSiteCents: totalCents - deposit };
}
