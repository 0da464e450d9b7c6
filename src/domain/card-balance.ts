/**
 * Paying the balance by card: what the customer owes after the deposit, the tip they may add, and
 * where each cent goes. The deposit already holds the platform's share, so by default the provider
 * receives the whole balance and the whole tip.
 */

/** How a provider on the roster takes the balance: at the car as before, or by card through the platform. */
export const BALANCE_METHODS = ['on_site', 'card'] as const;
export type BalanceMethod = (typeof BALANCE_METHODS)[number];

/** The tips the page offers, in percent of the job's total (price and approved extras). */
export const TIP_PERCENTS = [10, 15, 20] as const;

/** A tip typed by hand is at most the job's total: a larger one is a typo, not generosity. */
export const maxTipCents = (jobTotalCents: number): number => jobTotalCents;

export const tipForPercent = (jobTotalCents: number, percent: number): number => Math.round((jobTotalCents * percent) / 100);

export const isValidTip = (tipCents: unknown, jobTotalCents: number): tipCents is number =>
  typeof tipCents === 'number' && Number.isInteger(tipCents) && tipCents >= 0 && tipCents <= maxTipCents(jobTotalCents);

/** A balance still unpaid this long after completion is texted once more; from then on it is on the Balance Due list. */
export const BALANCE_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;

export interface BalanceSplitInput {
  balanceCents: number;
  tipCents: number;
  /** What the platform keeps of the balance on top of the deposit; nothing unless agreed otherwise. */
  platformShareCents?: number;
}

export interface BalanceSplit {
  /** What the card is charged. */
  chargeCents: number;
  /** The provider's: the balance less any platform share, and the whole tip. */
  providerCents: number;
  platformCents: number;
  tipCents: number;
}

export function balanceSplit({ balanceCents, tipCents, platformShareCents = 0 }: BalanceSplitInput): BalanceSplit {
  for (const [name, cents] of Object.entries({ balanceCents, tipCents, platformShareCents })) {
    if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`${name} is a whole number of cents, not ${cents}`);
  }
  if (platformShareCents > balanceCents) throw new RangeError(`The platform's share ${platformShareCents} exceeds the balance ${balanceCents}`);
  return {
    chargeCents: balanceCents + tipCents,
    providerCents: balanceCents - platformShareCents + tipCents,
    platformCents: platformShareCents,
    tipCents,
  };
}

/** How a job's balance reaches its provider: a business account's job is billed to the account, so, like a card balance, nothing is taken at the car. */
export const jobBalanceMethod = (job: { accountId: string | null; provider: { balanceMethod: BalanceMethod } | null }): BalanceMethod =>
  job.accountId !== null ? 'card' : (job.provider?.balanceMethod ?? 'on_site');
