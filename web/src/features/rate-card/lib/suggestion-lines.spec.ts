import { DEFAULT_RATE_CARD, suggestPrice, type RateCardTerms } from '@domain/rate-card';
import { suggestionLine, suggestionLines } from './suggestion-lines';

describe('suggestionLines', () => {
  it('writes out each kind of line', () => {
    expect(
      suggestionLines([
        { kind: 'base', cents: 9500 },
        { kind: 'miles', miles: 12.4, includedMiles: 5, perMileCents: 400, basis: 'estimated', cents: 4960 },
        { kind: 'after_hours', percent: 25, cents: 3615 },
        { kind: 'weekend_holiday', percent: 10, cents: 1446 },
        { kind: 'medium_duty', percent: 25, cents: 3615 },
        { kind: 'heavy_duty', percent: 60, cents: 8676 },
        { kind: 'minimum', minimumCents: 50000, cents: 12345 },
      ]),
    ).toEqual([
      'Base $95.00',
      '12.4 mi beyond 5 included × $4.00 = $49.60 (estimated: straight line × road factor)',
      'after hours +25% $36.15',
      'weekend or holiday +10% $14.46',
      'medium duty +25% $36.15',
      'heavy duty +60% $86.76',
      'minimum $500.00 applies +$123.45',
    ]);
  });

  it('says when the miles are by road, and leaves out "beyond" when the base includes none', () => {
    expect(suggestionLine({ kind: 'miles', miles: 7, includedMiles: 0, perMileCents: 250, basis: 'road', cents: 1750 })).toBe(
      '7 mi × $2.50 = $17.50 (by road)',
    );
  });

  it('writes out what the domain suggests, line for line', () => {
    // A Saturday evening in Dallas (Jan 6, 2024, 8 PM CST): after hours and the weekend, for an RV.
    const at = new Date('2024-01-07T02:00:00Z');
    const { lines } = suggestPrice(DEFAULT_RATE_CARD, {
      serviceType: 'Towing',
      vehicleType: 'RV/Motorhome',
      towMiles: { miles: 12.44, basis: 'road' },
      at,
    });
    expect(suggestionLines(lines)).toEqual([
      'Base $75.00',
      '7.4 mi beyond 5 included × $2.50 = $18.50 (by road)',
      'after hours +25% $23.38',
      'weekend or holiday +10% $9.35',
      'medium duty +25% $23.38',
    ]);
  });

  it('names the minimum that lifts a small job', () => {
    const card: RateCardTerms = { ...DEFAULT_RATE_CARD, rates: { ...DEFAULT_RATE_CARD.rates, 'Jump Start': { baseCents: 5000, includedMiles: 0, perMileCents: 0, minimumCents: 6500 } } };
    const weekdayNoon = new Date('2024-01-10T18:00:00Z');
    const { lines, cents } = suggestPrice(card, { serviceType: 'jump_start', vehicleType: null, towMiles: null, at: weekdayNoon });
    expect(cents).toBe(6500);
    expect(suggestionLines(lines)).toEqual(['Base $50.00', 'minimum $65.00 applies +$15.00']);
  });
});
