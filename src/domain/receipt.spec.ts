import { cardBrandName, receiptDeletionCutoff, receiptExpiry, receiptNumber, receiptTotals } from './receipt';

describe('receipt', () => {
  it('adds approved extras to the accepted price and takes the deposit off the balance, in whole cents', () => {
    const extras = [
      { kind: 'winch_out' as const, description: null, amountCents: 7_550, approvedAt: null },
      { kind: 'other' as const, description: 'Second flat tire', amountCents: 1_999, approvedAt: null },
    ];
    expect(receiptTotals({ priceCents: 20_000, extras, depositCents: 3_000 })).toEqual({
      priceCents: 20_000,
      approvedExtrasCents: 9_549,
      totalCents: 29_549,
      depositCents: 3_000,
      balancePaidOnSiteCents: 26_549,
    });
  });

  it('owes nothing on site when the deposit covered everything, and all of it when none was paid', () => {
    expect(receiptTotals({ priceCents: 2_000, extras: [], depositCents: 3_000 }).balancePaidOnSiteCents).toBe(0);
    expect(receiptTotals({ priceCents: 12_345, extras: [], depositCents: 0 }).balancePaidOnSiteCents).toBe(12_345);
  });

  it('lives 90 days, and is deleted 30 days after that', () => {
    const issued = new Date('2026-11-26T18:00:00Z');
    expect(receiptExpiry(issued).toISOString()).toBe('2027-02-24T18:00:00.000Z');
    expect(receiptDeletionCutoff(new Date('2027-03-26T18:00:00Z')).toISOString()).toBe('2027-02-24T18:00:00.000Z');
  });

  it('numbers a receipt from its id, and names card brands as printed', () => {
    expect(receiptNumber('4f2a9c1b-0000-4000-8000-000000000000')).toBe('R-4F2A9C1B');
    expect([cardBrandName('visa'), cardBrandName('amex'), cardBrandName('link')]).toEqual(['Visa', 'American Express', 'Link']);
  });
});
