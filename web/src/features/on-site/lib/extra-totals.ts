import type { OnSiteTotals } from '@domain/extra-charges';

/** What the customer would pay on site if they approve one more charge: as the domain totals it, never below zero. */
export function dueIfApproved(totals: OnSiteTotals, amountCents: number): number {
  return Math.max(0, totals.priceCents + totals.approvedExtrasCents + amountCents - totals.depositCents);
}
