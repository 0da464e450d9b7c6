import { isCoordinateText, streetAndCity } from './address-text';
import { formatLatLngFallback } from './geo';

describe('isCoordinateText', () => {
  it('recognises the shared-location fallback and nothing else', () => {
    expect(isCoordinateText(formatLatLngFallback(32.7767, -96.797))).toBe(true);
    expect(isCoordinateText('1200 Main St, Dallas')).toBe(false);
    expect(isCoordinateText(null)).toBe(false);
  });
});

describe('streetAndCity', () => {
  it('drops the house number, state and ZIP of a typed address', () => {
    expect(streetAndCity('1200 Main St, Dallas, TX 75202')).toBe('Main St, Dallas');
  });

  it('keeps the street and city of a geocoded address', () => {
    expect(streetAndCity('1234, Elm Street, Downtown, Dallas, Dallas County, Texas, 75201, United States')).toBe('Elm Street, Dallas');
  });

  it('keeps a landmark without a number as it was given', () => {
    expect(streetAndCity('Walmart parking lot, Plano')).toBe('Walmart parking lot, Plano');
    expect(streetAndCity('I-35E northbound near exit 428')).toBe('I-35E northbound near exit 428');
  });

  it('names no place for coordinates or nothing', () => {
    expect(streetAndCity(formatLatLngFallback(32.7767, -96.797))).toBeNull();
    expect(streetAndCity('')).toBeNull();
    expect(streetAndCity(null)).toBeNull();
  });
});
