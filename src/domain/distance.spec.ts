import { milesText } from './distance';

describe(milesText.name, () => {
  it.each([
    [3.44, '3.4 mi'],
    [12, '12.0 mi'],
    [0.95, '1.0 mi'],
    [0.1, '0.1 mi'],
    [1234.56, '1,234.6 mi'],
  ])('writes %d miles to the tenth: %s', (miles, text) => {
    expect(milesText(miles, 'en')).toBe(text);
  });

  it('says under 0.1 mi for less, never 0.0 mi', () => {
    expect(milesText(0.04, 'en')).toBe('under 0.1 mi');
    expect(milesText(0, 'en')).toBe('under 0.1 mi');
    expect(milesText(0.04, 'es')).toBe('menos de 0.1 mi');
  });

  it('writes Spanish miles as Spanish in the US does', () => {
    expect(milesText(3.44, 'es')).toBe('3.4 mi');
    expect(milesText(1234.56, 'es')).toBe('1,234.6 mi');
  });
});
