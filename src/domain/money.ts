export const PLATFORM_FEE_PERCENT = 15;
export const DEFAULT_DEPOSIT_PERCENT = 15;
export const MAX_PRICE_CENTS = 5_000_000;

// Digits with optional thousands separators, then at most two decimals; no sign, no exponent.
const DOLLARS_PATTERN = /^\$?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/;

export function parseDollarsToCents(input: unknown): number | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    // String() gives the shortest round-trip form, so 120.5 stays '120.5' and float noise is rejected.
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return null;
  }

  const match = DOLLARS_PATTERN.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;

  const wholeDigits = (match[1] ?? '0').replace(/,/g, '');
  if (wholeDigits.length > String(MAX_PRICE_CENTS).length) return null;
  const cents = Number(wholeDigits) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 && cents <= MAX_PRICE_CENTS ? cents : null;
}

/** A whole percentage from 0 to 100: the deposit percentage is stored as a whole number. */
export function isValidDepositPercent(percent: unknown): percent is number {
  return typeof percent === 'number' && Number.isInteger(percent) && percent >= 0 && percent <= 100;
}

export function depositCents(finalCents: number, percent: number): number {
  if (!Number.isInteger(finalCents) || finalCents < 0) throw new RangeError(`Invalid price in cents: ${finalCents}`);
  if (!isValidDepositPercent(percent)) throw new RangeError(`Invalid deposit percentage: ${percent}`);
  return Math.round((finalCents * percent) / 100);
}

export function commissionCents(finalCents: number): number {
  return depositCents(finalCents, PLATFORM_FEE_PERCENT);
}

export function payoutCents(finalCents: number): number {
  return finalCents - commissionCents(finalCents);
}

/** What a job pays its provider, or null while it has no accepted price. */
export function jobPayoutCents(finalCents: number | null): number | null {
  return finalCents === null ? null : payoutCents(finalCents);
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const sign = (rounded: number): string => (rounded < 0 ? '-' : '');
const twoDigits = (cents: number): string => String(cents % 100).padStart(2, '0');

export function centsToDollarString(cents: number): string {
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  return `${sign(rounded)}${Math.floor(abs / 100)}.${twoDigits(abs)}`;
}

export function formatUsd(cents: number): string {
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  return `${sign(rounded)}$${groupThousands(String(Math.floor(abs / 100)))}.${twoDigits(abs)}`;
}

export function formatUsdWhole(cents: number): string {
  const dollars = Math.round(Math.abs(cents) / 100);
  return `${dollars > 0 ? sign(cents) : ''}$${groupThousands(String(dollars))}`;
}

/**
 * The Completed tab's whole-dollar tiles, in cents of whole dollars, so that what is shown adds up:
 * revenue and commission are rounded, and the payout is what is left ($450 = $68 + $382).
 */
export function wholeDollarSplit(revenueCents: number, commissionCents: number): { revenue: number; commission: number; payout: number } {
  const revenue = Math.round(revenueCents / 100) * 100;
  const commission = Math.round(commissionCents / 100) * 100;
  return { revenue, commission, payout: revenue - commission };
}
