import { formatAge } from './position-age';

describe('formatAge', () => {
  it.each([
    [-500, '0 s ago'],
    [12_400, '12 s ago'],
    [59_999, '59 s ago'],
    [60_000, '1 min ago'],
    [3_599_000, '59 min ago'],
    [3_900_000, '1 h 5 min ago'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatAge(ms)).toBe(text);
  });
});
