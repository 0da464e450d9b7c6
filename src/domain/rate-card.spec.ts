import {
  DEFAULT_RATE_CARD,
  federalHolidays,
  isAfterHours,
  isWeekendOrHoliday,
  publishedRanges,
  rateCardProblems,
  rateServiceOf,
  suggestPrice,
  vehicleClassOf,
  type RateCardTerms,
  type SuggestionInput,
} from './rate-card';

const CARD: RateCardTerms = {
  ...DEFAULT_RATE_CARD,
  rates: { ...DEFAULT_RATE_CARD.rates, Towing: { baseCents: 9_500, includedMiles: 5, perMileCents: 400, minimumCents: 9_500 } },
  afterHours: { startHour: 19, endHour: 7, percent: 20 },
  weekendHolidayPercent: 10,
  vehicleClassPercent: { medium: 25, heavy: 50 },
};

// Wednesday, November 18, 2026: 10 AM and 11 PM in Dallas (CST, UTC-6).
const WEEKDAY_MORNING = new Date('2026-11-18T16:00:00Z');
const WEEKDAY_NIGHT = new Date('2026-11-19T05:00:00Z');

const tow = (changes: Partial<SuggestionInput> = {}): SuggestionInput => ({
  serviceType: 'Towing',
  vehicleType: 'Car',
  towMiles: { miles: 17.4, basis: 'road' },
  at: WEEKDAY_MORNING,
  ...changes,
});

describe('the rate card', () => {
  describe('suggestPrice', () => {
    it('prices a tow: the base, and the miles beyond those included', () => {
      expect(suggestPrice(CARD, tow())).toEqual({
        cents: 14_460,
        lines: [
          { kind: 'base', cents: 9_500 },
          { kind: 'miles', miles: 12.4, includedMiles: 5, perMileCents: 400, basis: 'road', cents: 4_960 },
        ],
      });
    });

    it('adds no miles line within the included miles, or for a job that is no tow', () => {
      expect(suggestPrice(CARD, tow({ towMiles: { miles: 4.9, basis: 'estimated' } })).lines).toEqual([{ kind: 'base', cents: 9_500 }]);
      expect(suggestPrice(CARD, { ...tow({ towMiles: null }), serviceType: 'Jump Start' })).toEqual({ cents: 6_500, lines: [{ kind: 'base', cents: 6_500 }] });
    });

    it('adds each surcharge as a percent of base plus miles, rounded to the cent, and the lines add up', () => {
      // 11 PM on a Saturday, a semi: after hours, weekend and heavy duty.
      const suggestion = suggestPrice(CARD, tow({ vehicleType: 'Semi Truck', at: new Date('2026-11-22T05:00:00Z'), towMiles: { miles: 7.33, basis: 'estimated' } }));
      expect(suggestion.lines).toEqual([
        { kind: 'base', cents: 9_500 },
        { kind: 'miles', miles: 2.3, includedMiles: 5, perMileCents: 400, basis: 'estimated', cents: 920 },
        { kind: 'after_hours', percent: 20, cents: 2_084 },
        { kind: 'weekend_holiday', percent: 10, cents: 1_042 },
        { kind: 'heavy_duty', percent: 50, cents: 5_210 },
      ]);
      expect(suggestion.cents).toBe(18_756);
      expect(suggestion.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(suggestion.cents);
    });

    it('rounds half a cent up', () => {
      const card = { ...CARD, rates: { ...CARD.rates, 'Jump Start': { baseCents: 6_525, includedMiles: 0, perMileCents: 0, minimumCents: 0 } } };
      // 20% of $65.25 is $13.05; 10% is 652.5 cents → 653.
      const lines = suggestPrice(card, { serviceType: 'Jump Start', vehicleType: null, towMiles: null, at: new Date('2026-11-21T16:00:00Z') }).lines;
      expect(lines).toContainEqual({ kind: 'weekend_holiday', percent: 10, cents: 653 });
    });

    it('charges a medium-duty vehicle its own surcharge', () => {
      expect(suggestPrice(CARD, tow({ vehicleType: 'RV/Motorhome', towMiles: null })).lines).toEqual([
        { kind: 'base', cents: 9_500 },
        { kind: 'medium_duty', percent: 25, cents: 2_375 },
      ]);
    });

    it('raises a suggestion below the minimum to it, and says so', () => {
      const card = { ...CARD, rates: { ...CARD.rates, Lockout: undefined, 'Lockout Service': { baseCents: 5_000, includedMiles: 0, perMileCents: 0, minimumCents: 8_500 } } } as RateCardTerms;
      expect(suggestPrice(card, { serviceType: 'lockout', vehicleType: null, towMiles: null, at: WEEKDAY_MORNING })).toEqual({
        cents: 8_500,
        lines: [
          { kind: 'base', cents: 5_000 },
          { kind: 'minimum', minimumCents: 8_500, cents: 3_500 },
        ],
      });
    });

    it('gives the same suggestion to any dispatcher pricing the same tow at the same moment', () => {
      expect(suggestPrice(CARD, tow({ at: WEEKDAY_NIGHT }))).toEqual(suggestPrice(CARD, tow({ at: new Date(WEEKDAY_NIGHT) })));
    });
  });

  describe('after hours, on the Dallas clock', () => {
    const card = { afterHours: { startHour: 19, endHour: 7, percent: 20 } };
    it.each([
      ['2026-11-19T00:59:59Z', false, '6:59:59 PM CST'],
      ['2026-11-19T01:00:00Z', true, '7:00 PM CST'],
      ['2026-11-19T12:59:59Z', true, '6:59:59 AM CST'],
      ['2026-11-19T13:00:00Z', false, '7:00 AM CST'],
      ['2026-07-15T23:59:59Z', false, '6:59:59 PM CDT'],
      ['2026-07-16T00:00:00Z', true, '7:00 PM CDT'],
    ])('%s is after hours: %s (%s)', (at, expected) => {
      expect(isAfterHours(card, new Date(at))).toBe(expected);
    });

    it('follows the clock across the spring and fall changes', () => {
      // March 8, 2026: 2 AM CST becomes 3 AM CDT. 6:30 AM CDT is 11:30 UTC (after hours), 7 AM CDT is 12:00 UTC.
      expect(isAfterHours(card, new Date('2026-03-08T11:30:00Z'))).toBe(true);
      expect(isAfterHours(card, new Date('2026-03-08T12:00:00Z'))).toBe(false);
      // November 1, 2026: 2 AM CDT becomes 1 AM CST. 7 AM CST is 13:00 UTC; 12:30 UTC is 6:30 AM CST.
      expect(isAfterHours(card, new Date('2026-11-01T12:30:00Z'))).toBe(true);
      expect(isAfterHours(card, new Date('2026-11-01T13:00:00Z'))).toBe(false);
    });

    it('takes a window within one day, and none when start and end are the same hour', () => {
      expect(isAfterHours({ afterHours: { startHour: 0, endHour: 6, percent: 10 } }, new Date('2026-11-19T07:00:00Z'))).toBe(true);
      expect(isAfterHours({ afterHours: { startHour: 0, endHour: 6, percent: 10 } }, new Date('2026-11-19T13:00:00Z'))).toBe(false);
      expect(isAfterHours({ afterHours: { startHour: 8, endHour: 8, percent: 10 } }, WEEKDAY_NIGHT)).toBe(false);
    });
  });

  describe('weekends and federal holidays, by the Dallas calendar', () => {
    it('lists the eleven holidays of 2026 with the observed days', () => {
      expect([...federalHolidays(2026)].sort()).toEqual([
        '2026-01-01',
        '2026-01-19',
        '2026-02-16',
        '2026-05-25',
        '2026-06-19',
        '2026-07-03',
        '2026-07-04',
        '2026-09-07',
        '2026-10-12',
        '2026-11-11',
        '2026-11-26',
        '2026-12-25',
      ]);
    });

    it('observes a Sunday holiday on the Monday', () => {
      // July 4, 2027 is a Sunday.
      expect(federalHolidays(2027).has('2027-07-05')).toBe(true);
    });

    it.each([
      ['2026-11-26T17:00:00Z', true, 'Thanksgiving'],
      ['2026-11-27T05:59:59Z', true, 'Thanksgiving, 11:59 PM in Dallas'],
      ['2026-11-27T06:00:00Z', false, 'the Friday after, from midnight in Dallas'],
      ['2026-11-21T06:00:00Z', true, 'Saturday from midnight in Dallas'],
      ['2026-11-21T05:59:59Z', false, 'Friday 11:59 PM in Dallas (Saturday in UTC)'],
      ['2026-11-23T05:59:59Z', true, 'Sunday 11:59 PM in Dallas'],
    ])('%s: %s (%s)', (at, expected) => {
      expect(isWeekendOrHoliday(new Date(at))).toBe(expected);
    });
  });

  it('prices phone service values and vehicle kinds by their card rows and classes', () => {
    expect(rateServiceOf('car_towing')).toBe('Towing');
    expect(rateServiceOf('semi_truck_towing')).toBe('Heavy Duty Towing');
    expect(rateServiceOf('Jump Start')).toBe('Jump Start');
    expect(rateServiceOf('Hovercraft')).toBe('Other');
    expect([vehicleClassOf('Car'), vehicleClassOf('Trailer'), vehicleClassOf('Bus'), vehicleClassOf(null)]).toEqual(['light', 'medium', 'heavy', 'light']);
  });

  it('publishes the base in business hours as the low end, and a long tow after hours as the high end', () => {
    const towing = publishedRanges(CARD).find((range) => range.serviceType === 'Towing');
    // 9,500 + 10 mi × 400 = 13,500; +20% = 16,200.
    expect(towing).toEqual({ serviceType: 'Towing', lowCents: 9_500, highCents: 16_200 });
    expect(publishedRanges(CARD).find((range) => range.serviceType === 'Jump Start')).toEqual({ serviceType: 'Jump Start', lowCents: 6_500, highCents: 7_800 });
  });

  it('matches the pricing guide of the spec with the first card', () => {
    const ranges = Object.fromEntries(publishedRanges(DEFAULT_RATE_CARD).map((range) => [range.serviceType, [range.lowCents, range.highCents]]));
    expect(ranges.Towing).toEqual([7_500, 12_500]);
    expect(ranges['Jump Start'][0]).toBe(6_500);
  });

  it('names each problem of a card by its field', () => {
    const bad = {
      ...CARD,
      rates: { ...CARD.rates, Towing: { ...CARD.rates.Towing, baseCents: -1, includedMiles: 2.5 } },
      afterHours: { startHour: 24, endHour: 7, percent: 20.5 },
      roadFactor: 0.5,
    };
    expect(rateCardProblems(bad)).toEqual({
      'rates.Towing.baseCents': 'Enter a price above $0',
      'rates.Towing.includedMiles': 'Enter whole included miles from 0 to 500.',
      'afterHours.startHour': 'Enter an hour from 0 to 23.',
      'afterHours.percent': 'Enter a whole percent from 0 to 200.',
      roadFactor: 'Enter a road factor from 1.0 to 3.0.',
    });
    expect(rateCardProblems(DEFAULT_RATE_CARD)).toEqual({});
  });

  it('refuses a base price or minimum of $0, and allows no charge per mile', () => {
    const free = { ...CARD, rates: { ...CARD.rates, Towing: { ...CARD.rates.Towing, baseCents: 0, perMileCents: 0 }, Other: { ...CARD.rates.Other, minimumCents: 0 } } };
    expect(rateCardProblems(free)).toEqual({ 'rates.Towing.baseCents': 'Enter a price above $0', 'rates.Other.minimumCents': 'Enter a price above $0' });
    const tooMuch = { ...CARD, rates: { ...CARD.rates, Towing: { ...CARD.rates.Towing, minimumCents: 5_000_001 } } };
    expect(rateCardProblems(tooMuch)).toEqual({ 'rates.Towing.minimumCents': 'Enter a minimum from $0.01 to $50,000.00.' });
  });
});
