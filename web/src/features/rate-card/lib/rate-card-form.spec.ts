import { DEFAULT_RATE_CARD, rateCardProblems } from '@domain/rate-card';
import { dollarsToCents, fieldId, hourLabel, isFirstCard, orderedProblems, RATE_CARD_PATHS, toFormValues, toTerms, versionLine } from './rate-card-form';

describe('the rate card form', () => {
  it('shows the card as dollars with cents, and reads the same terms back', () => {
    const values = toFormValues(DEFAULT_RATE_CARD);
    expect(values['rates.Towing.baseCents']).toBe('75.00');
    expect(values['rates.Towing.perMileCents']).toBe('2.50');
    expect(values['rates.Towing.includedMiles']).toBe('5');
    expect(values['rates.Jump Start.perMileCents']).toBe('0.00');
    expect(values['afterHours.startHour']).toBe('19');
    expect(values.roadFactor).toBe('1.3');
    expect(toTerms(values)).toEqual(DEFAULT_RATE_CARD);
    expect(Object.keys(values).sort()).toEqual([...RATE_CARD_PATHS].sort());
  });

  it.each([
    ['95', 9500],
    ['$95.5', 9550],
    ['1,250.05', 125005],
    [' 0.10 ', 10],
    ['0', 0],
    ['0.00', 0],
    ['$.0', 0],
    ['50000', 5_000_000],
  ])('reads %p as %p cents exactly', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', '12.345', '-5', '1e3', 'abc', '50000.01'])('refuses %p', (text) => {
    expect(dollarsToCents(text)).toBeNaN();
  });

  it('leaves what is not a number to the domain rule, which names each field', () => {
    const values = {
      ...toFormValues(DEFAULT_RATE_CARD),
      'rates.Towing.baseCents': '12.345',
      'rates.Lockout Service.includedMiles': '2.5',
      'afterHours.percent': '25%',
      roadFactor: 'one',
    };
    expect(Object.keys(rateCardProblems(toTerms(values)))).toEqual([
      'rates.Towing.baseCents',
      'rates.Lockout Service.includedMiles',
      'afterHours.percent',
      'roadFactor',
    ]);
    expect(rateCardProblems(toTerms({ ...values, roadFactor: '3.5' })).roadFactor).toBe('Enter a road factor from 1.0 to 3.0.');
  });

  it('marks a base price or minimum of $0 as the server would', () => {
    const values = { ...toFormValues(DEFAULT_RATE_CARD), 'rates.Towing.baseCents': '0.00', 'rates.Towing.minimumCents': '$0', 'rates.Towing.perMileCents': '0' };
    expect(rateCardProblems(toTerms(values))).toEqual({ 'rates.Towing.baseCents': 'Enter a price above $0', 'rates.Towing.minimumCents': 'Enter a price above $0' });
  });

  it('orders problems as the page shows its fields, the server’s unknown paths last', () => {
    expect(orderedProblems({ roadFactor: 'a', rates: 'b', 'rates.Other.minimumCents': 'c', 'rates.Towing.baseCents': 'd' }).map(([path]) => path)).toEqual([
      'rates.Towing.baseCents',
      'rates.Other.minimumCents',
      'roadFactor',
      'rates',
    ]);
  });

  it('writes Dallas clock hours as the page shows them', () => {
    expect([0, 7, 11, 12, 19, 23].map(hourLabel)).toEqual(['12 AM', '7 AM', '11 AM', '12 PM', '7 PM', '11 PM']);
  });

  it('makes an element id of a path', () => {
    expect(fieldId('rates.Jump Start.baseCents')).toBe('rate-card-rates-Jump-Start-baseCents');
  });

  it('says who saved a version by name (by email before staff were named) and when, and that the first card was never saved by anyone', () => {
    const first = { version: 1, createdBy: 'system', staffName: null, createdAt: new Date(0).toISOString() };
    const saved = { version: 3, createdBy: 'dana@example.com', staffName: 'Dana R.', createdAt: '2026-11-26T06:23:00.000Z' };
    const unnamed = { version: 2, createdBy: 'dispatch@example.com', staffName: null, createdAt: '2026-11-25T06:23:00.000Z' };
    expect(isFirstCard(first)).toBe(true);
    expect(isFirstCard(saved)).toBe(false);
    expect(versionLine(first, () => 'never')).toBe('Version 1 · the first card');
    expect(versionLine(saved, (iso) => `<${iso}>`)).toBe('Version 3 · saved by Dana R. on <2026-11-26T06:23:00.000Z>');
    expect(versionLine(unnamed, (iso) => `<${iso}>`)).toBe('Version 2 · saved by dispatch@example.com on <2026-11-25T06:23:00.000Z>');
  });
});
