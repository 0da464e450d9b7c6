import {
  AVERAGE_SPEED_MPH,
  EARTH_RADIUS_MILES,
  etaMinutes,
  formatEta,
  roadDrive,
  formatLatLngFallback,
  googleMapsDirectionsUrl,
  greatCircleMiles,
  isValidLatLng,
} from './geo';

const DALLAS = { lat: 32.7767, lng: -96.797 };
const FORT_WORTH = { lat: 32.7555, lng: -97.3308 };
const PLANO = { lat: 33.0198, lng: -96.6989 };
const DFW_AIRPORT = { lat: 32.8998, lng: -97.0403 };

describe('greatCircleMiles', () => {
  it('uses an Earth radius of 3959 miles', () => {
    expect(EARTH_RADIUS_MILES).toBe(3959);
  });

  it('measures Dallas to Fort Worth as 31.1 miles', () => {
    expect(greatCircleMiles(DALLAS, FORT_WORTH)).toBe(31.1);
  });

  it('measures other DFW distances to a tenth of a mile', () => {
    expect(greatCircleMiles(DALLAS, PLANO)).toBe(17.7);
    expect(greatCircleMiles(DALLAS, DFW_AIRPORT)).toBe(16.5);
  });

  it('is symmetric', () => {
    expect(greatCircleMiles(FORT_WORTH, DALLAS)).toBe(greatCircleMiles(DALLAS, FORT_WORTH));
  });

  it('is zero for the same point', () => {
    expect(greatCircleMiles(DALLAS, DALLAS)).toBe(0);
  });

  it('takes the short way across the antimeridian', () => {
    expect(greatCircleMiles({ lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 })).toBe(13.8);
  });
});

describe('etaMinutes', () => {
  it('assumes 25 mph', () => {
    expect(AVERAGE_SPEED_MPH).toBe(25);
    expect(etaMinutes(25)).toBe(60);
    expect(etaMinutes(31.1)).toBe(75);
  });

  it('rounds up to whole minutes', () => {
    expect(etaMinutes(0.1)).toBe(1);
    expect(etaMinutes(10.1)).toBe(25);
  });

  it('does not add a minute for floating-point noise', () => {
    expect(etaMinutes(2.5)).toBe(6);
    expect(etaMinutes(0.7)).toBe(2);
  });

  it('is zero for zero distance', () => {
    expect(etaMinutes(0)).toBe(0);
  });
});

describe('roadDrive', () => {
  it('reads a route in tenths of a mile and whole minutes, rounding time up', () => {
    expect(roadDrive(5_300, 550)).toEqual({ miles: 3.3, minutes: 10 });
    expect(roadDrive(9_656, 600)).toEqual({ miles: 6, minutes: 10 });
  });

  it('never promises less than a minute, even next door', () => {
    expect(roadDrive(40, 12)).toEqual({ miles: 0, minutes: 1 });
  });
});

describe('formatEta', () => {
  it.each([
    [0, '0 min'],
    [12, '12 min'],
    [59, '59 min'],
    [60, '1h 0min'],
    [75, '1h 15min'],
    [135, '2h 15min'],
  ])('shows %p minutes as %p', (minutes, text) => {
    expect(formatEta(minutes)).toBe(text);
  });
});

describe('isValidLatLng', () => {
  it('accepts coordinates on Earth', () => {
    expect(isValidLatLng(32.7767, -96.797)).toBe(true);
    expect(isValidLatLng(-90, 180)).toBe(true);
  });

  it.each([
    [91, 0],
    [0, -180.5],
    [Number.NaN, 0],
    [0, Infinity],
    ['32.7', -96.7],
    [null, null],
  ])('rejects (%p, %p)', (lat, lng) => {
    expect(isValidLatLng(lat, lng)).toBe(false);
  });
});

describe('googleMapsDirectionsUrl', () => {
  it('builds a directions link from origin to destination', () => {
    expect(googleMapsDirectionsUrl(DALLAS, FORT_WORTH)).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=32.7767,-96.797&destination=32.7555,-97.3308',
    );
  });
});

describe('formatLatLngFallback', () => {
  it('writes coordinates to five decimals when there is no address', () => {
    expect(formatLatLngFallback(32.7767, -96.797)).toBe('Lat: 32.77670, Lng: -96.79700');
  });
});
