import {
  DEFAULT_DEPOSIT_PERCENT,
  MAX_PRICE_CENTS,
  PLATFORM_FEE_PERCENT,
  centsToDollarString,
  wholeDollarSplit,
  commissionCents,
  depositCents,
  formatUsd,
  formatUsdWhole,
  isValidDepositPercent,
  parseDollarsToCents,
  jobPayoutCents,
  payoutCents,
} from './money';

describe('parseDollarsToCents', () => {
  it.each([
    ['120', 12000],
    ['120.5', 12050],
    ['120.50', 12050],
    ['$1,200.00', 120000],
    ['  85.99 ', 8599],
    ['.5', 50],
    ['0.01', 1],
    ['50,000', MAX_PRICE_CENTS],
  ])('parses the string %p as %p cents', (input, cents) => {
    expect(parseDollarsToCents(input)).toBe(cents);
  });

  it.each([
    [120, 12000],
    [120.5, 12050],
    [19.99, 1999],
    [0.29, 29],
    [1.1, 110],
  ])('parses the number %p as %p cents without float drift', (input, cents) => {
    expect(parseDollarsToCents(input)).toBe(cents);
  });

  it.each([
    ['0'],
    ['0.00'],
    ['-5'],
    ['12.345'],
    ['1e3'],
    ['1,20'],
    ['12,00.00'],
    ['$'],
    ['.'],
    ['120.'],
    ['abc'],
    [''],
    ['   '],
    ['50000.01'],
    ['99999999999999999999'],
  ])('rejects the string %p', (input) => {
    expect(parseDollarsToCents(input)).toBeNull();
  });

  it.each([[Number.NaN], [Infinity], [-1], [0], [0.1 + 0.2], [1e21], [1e-7], [50_000.01], [null], [undefined], [true], [{}]])(
    'rejects %p',
    (input) => {
      expect(parseDollarsToCents(input)).toBeNull();
    },
  );
});

describe('depositCents', () => {
  it('defaults to a 15% deposit', () => {
    expect(DEFAULT_DEPOSIT_PERCENT).toBe(15);
    expect(depositCents(12000, DEFAULT_DEPOSIT_PERCENT)).toBe(1800);
  });

  it('rounds half a cent up', () => {
    expect(depositCents(1010, 15)).toBe(152); // 151.5
    expect(depositCents(1003, 15)).toBe(150); // 150.45
  });

  it('refuses fractional percentages: the percentage is stored as a whole number', () => {
    expect(() => depositCents(10000, 12.5)).toThrow(RangeError);
  });

  it('accepts the 0 and 100 bounds', () => {
    expect(depositCents(12345, 0)).toBe(0);
    expect(depositCents(12345, 100)).toBe(12345);
  });

  it('refuses a percentage outside 0-100 or a non-integer price', () => {
    expect(() => depositCents(1000, 101)).toThrow(RangeError);
    expect(() => depositCents(1000, -1)).toThrow(RangeError);
    expect(() => depositCents(10.5, 15)).toThrow(RangeError);
  });
});

describe('commission and payout', () => {
  it('takes a 15% platform fee and pays out the rest', () => {
    expect(PLATFORM_FEE_PERCENT).toBe(15);
    expect(commissionCents(12000)).toBe(1800);
    expect(payoutCents(12000)).toBe(10200);
  });

  it('always adds commission and payout back up to the final price', () => {
    for (const finalCents of [1, 99, 1010, 8599, 123457, MAX_PRICE_CENTS]) {
      expect(commissionCents(finalCents) + payoutCents(finalCents)).toBe(finalCents);
    }
  });

  it("pays a job's provider nothing yet while the job has no accepted price", () => {
    expect(jobPayoutCents(null)).toBeNull();
    expect(jobPayoutCents(12000)).toBe(10200);
  });
});

describe('isValidDepositPercent', () => {
  it.each([0, 15, 100])('accepts %p', (n) => expect(isValidDepositPercent(n)).toBe(true));
  it.each([-0.01, 12.5, 100.01, Number.NaN, '15', null])('rejects %p', (n) => expect(isValidDepositPercent(n)).toBe(false));
});

describe('formatting', () => {
  it('formats dollars with cents and thousands separators', () => {
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(-2550)).toBe('-$25.50');
  });

  it('formats whole dollars for stats tiles, rounding half up', () => {
    expect(formatUsdWhole(123456)).toBe('$1,235');
    expect(formatUsdWhole(150)).toBe('$2');
    expect(formatUsdWhole(149)).toBe('$1');
    expect(formatUsdWhole(0)).toBe('$0');
    expect(formatUsdWhole(-150)).toBe('-$2');
  });

  it('writes a plain dollar string for inputs and payment APIs', () => {
    expect(centsToDollarString(123456)).toBe('1234.56');
    expect(centsToDollarString(7)).toBe('0.07');
    expect(centsToDollarString(-2550)).toBe('-25.50');
  });
});

describe('wholeDollarSplit', () => {
  it('rounds so the shown parts add up to the shown whole', () => {
    const split = wholeDollarSplit(45000, 6750);
    expect(split).toEqual({ revenue: 45000, commission: 6800, payout: 38200 });
    expect(formatUsdWhole(split.commission) + ' + ' + formatUsdWhole(split.payout)).toBe('$68 + $382');
  });

  it('adds up for any amounts', () => {
    for (const revenueCents of [1, 49, 50, 12345, 99999, 123456789]) {
      const { revenue, commission, payout } = wholeDollarSplit(revenueCents, commissionCents(revenueCents));
      expect(commission + payout).toBe(revenue);
      expect(revenue % 100).toBe(0);
    }
  });
});
