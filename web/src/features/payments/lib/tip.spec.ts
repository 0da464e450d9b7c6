import { tipCentsOf, typedTipCents } from './tip';

describe('a tip typed on the balance page', () => {
  it.each([
    ['0', 0],
    ['0.00', 0],
    ['$0', 0],
    ['5', 500],
    ['5.5', 550],
    ['$12.75', 1275],
    ['.50', 50],
    [' 30 ', 3000],
    ['1,000', 100000],
    ['200.00', 20000],
  ])('reads %p as %p cents', (text, cents) => {
    expect(typedTipCents(text, 200_000)).toBe(cents);
  });

  it.each(['', '$', '.', 'abc', '-5', '5.555', '1e3', '12,34', '5 dollars'])('refuses %p', (text) => {
    expect(typedTipCents(text, 200_000)).toBeNull();
  });

  it('takes up to the most allowed, and not a cent more', () => {
    expect(typedTipCents('200.00', 20_000)).toBe(20_000);
    expect(typedTipCents('200.01', 20_000)).toBeNull();
  });

  it('is what the chosen option comes to', () => {
    const tips = [
      { percent: 10, cents: 2000 },
      { percent: 15, cents: 3000 },
    ];
    expect(tipCentsOf({ kind: 'none' }, tips, 20_000)).toBe(0);
    expect(tipCentsOf({ kind: 'percent', percent: 15 }, tips, 20_000)).toBe(3000);
    expect(tipCentsOf({ kind: 'custom', text: '7.25' }, tips, 20_000)).toBe(725);
    expect(tipCentsOf({ kind: 'custom', text: '' }, tips, 20_000)).toBeNull();
  });
});
