import { dueIfApproved } from './extra-totals';

describe('dueIfApproved', () => {
  it('adds the charge to the price and the extras already approved, less the deposit', () => {
    expect(dueIfApproved({ priceCents: 20_000, approvedExtrasCents: 0, depositCents: 3_000, dueOnSiteCents: 17_000 }, 7_500)).toBe(24_500);
    expect(dueIfApproved({ priceCents: 20_000, approvedExtrasCents: 4_000, depositCents: 3_000, dueOnSiteCents: 21_000 }, 3_550)).toBe(24_550);
  });

  it('never asks for less than nothing', () => {
    expect(dueIfApproved({ priceCents: 1_000, approvedExtrasCents: 0, depositCents: 5_000, dueOnSiteCents: 0 }, 100)).toBe(0);
  });
});
