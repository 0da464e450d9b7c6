/**
 * Extra charges a provider proposes at the car (a winch-out, extra miles, a dolly, waiting): never
 * owed until the customer approves each one, and every total in integer cents.
 */
export const EXTRA_KINDS = ['winch_out', 'extra_miles', 'dolly', 'wait_time', 'other'] as const;
export type ExtraKind = (typeof EXTRA_KINDS)[number];

export const EXTRA_STATUSES = ['proposed', 'approved', 'declined', 'voided'] as const;
export type ExtraStatus = (typeof EXTRA_STATUSES)[number];

export const EXTRA_ANSWERS = ['approve', 'decline'] as const;
export type ExtraAnswer = (typeof EXTRA_ANSWERS)[number];

/** $1 to $2,000 an item: more than that is a new job, priced by a dispatcher. */
export const MIN_EXTRA_CENTS = 100;
export const MAX_EXTRA_CENTS = 200_000;

export const EXTRA_LABELS: Record<ExtraKind, string> = {
  winch_out: 'Winch-out',
  extra_miles: 'Extra miles',
  dolly: 'Dolly',
  wait_time: 'Wait time',
  other: 'Other',
};

export interface OnSiteTotals {
  priceCents: number;
  approvedExtrasCents: number;
  depositCents: number;
  /** The accepted price plus approved extras, less the deposit already paid: what the provider collects. */
  dueOnSiteCents: number;
}

export function onSiteTotals(priceCents: number, extras: ReadonlyArray<{ status: ExtraStatus; amountCents: number }>, depositCents: number): OnSiteTotals {
  const approvedExtrasCents = extras.filter((extra) => extra.status === 'approved').reduce((sum, extra) => sum + extra.amountCents, 0);
  return { priceCents, approvedExtrasCents, depositCents, dueOnSiteCents: Math.max(0, priceCents + approvedExtrasCents - depositCents) };
}
