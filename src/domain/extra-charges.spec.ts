import { onSiteTotals } from './extra-charges';

describe('the total due on site', () => {
  it('adds only approved extras to the accepted price and takes off the deposit, in cents', () => {
    const extras = [
      { status: 'approved' as const, amountCents: 4_999 },
      { status: 'declined' as const, amountCents: 10_000 },
      { status: 'proposed' as const, amountCents: 2_500 },
      { status: 'voided' as const, amountCents: 7_500 },
      { status: 'approved' as const, amountCents: 1 },
    ];
    expect(onSiteTotals(20_000, extras, 3_000)).toEqual({ priceCents: 20_000, approvedExtrasCents: 5_000, depositCents: 3_000, dueOnSiteCents: 22_000 });
  });

  it('never asks for less than nothing', () => {
    expect(onSiteTotals(1_000, [], 3_000).dueOnSiteCents).toBe(0);
  });
});
