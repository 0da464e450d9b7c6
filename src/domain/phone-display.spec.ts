import { formatPhone } from './phone-display';

describe('formatPhone', () => {
  it('writes a US number as (area) exchange-line, with or without the country code', () => {
    expect(formatPhone('+12145550100')).toBe('(214) 555-0100');
    expect(formatPhone('2145550100')).toBe('(214) 555-0100');
    expect(formatPhone('1-214-555-0100')).toBe('(214) 555-0100');
  });

  it('leaves anything that is not a US number as stored', () => {
    expect(formatPhone('+442071838750')).toBe('+442071838750');
    expect(formatPhone('911')).toBe('911');
  });
});
