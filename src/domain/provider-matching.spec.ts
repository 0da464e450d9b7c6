import { performsService, rankCandidates, vehicleClassNeeded, type MatchingProvider, type MatchingRequest } from './provider-matching';

const DOWNTOWN = { lat: 32.7767, lng: -96.797 };
const request: MatchingRequest = { serviceType: 'Towing', vehicleType: 'Car', pickup: DOWNTOWN };

const provider = (id: string, changes: Partial<MatchingProvider> = {}): MatchingProvider => ({
  id,
  active: true,
  standing: 'active',
  onDuty: true,
  busy: false,
  services: ['Towing', 'Jump Start'],
  vehicleClasses: ['light'],
  location: { lat: 32.8, lng: -96.8 },
  radiusMiles: 25,
  rating: 4.5,
  acceptanceRate: 0.8,
  ...changes,
});

describe('the class of truck a request needs', () => {
  it.each([
    ['Towing', 'Car', 'light'],
    ['Towing', 'RV/Motorhome', 'medium'],
    ['Towing', 'Semi Truck', 'heavy'],
    ['Heavy Duty Towing', 'Car', 'heavy'],
    ['semi_truck_repair', null, 'heavy'],
    ['car_towing', null, 'light'],
    ['Towing', 'Hovercraft', 'light'],
  ])('%s of a %s needs a %s-duty truck', (serviceType, vehicleType, expected) => {
    expect(vehicleClassNeeded(serviceType, vehicleType)).toBe(expected);
  });
});

describe('the services a provider performs', () => {
  it('covers a phone request by the online name of its service', () => {
    expect(performsService(['Towing', 'Jump Start'], 'car_towing')).toBe(true);
    expect(performsService(['Towing'], 'semi_truck_towing')).toBe(false);
    expect(performsService(['Heavy Duty Towing'], 'semi_truck_towing')).toBe(true);
    expect(performsService(['Towing'], 'Lockout Service')).toBe(false);
  });
});

describe('ranking providers for a request', () => {
  it('puts the eligible first, soonest at the pickup', () => {
    const ranked = rankCandidates(request, [
      provider('far', { location: { lat: 32.95, lng: -96.8 } }),
      provider('near', { location: { lat: 32.78, lng: -96.8 } }),
    ]);
    expect(ranked.map((entry) => entry.providerId)).toEqual(['near', 'far']);
    expect(ranked[0]).toMatchObject({ exclusions: [], distanceMiles: 0.3, etaMinutes: 1, etaBasis: 'straight_line' });
  });

  it('ranks by the drive along the roads where it is known, and keeps the straight line, labelled, for anyone else', () => {
    const across = { location: { lat: 32.8, lng: -96.8 } };
    const ranked = rankCandidates(
      request,
      [provider('across-the-river', across), provider('by-the-bridge', { location: { lat: 32.85, lng: -96.8 } }), provider('unrouted', { location: { lat: 32.9, lng: -96.8 } })],
      new Map([
        ['across-the-river', { miles: 14.2, minutes: 31 }],
        ['by-the-bridge', { miles: 6.1, minutes: 12 }],
      ]),
    );
    expect(ranked.map(({ providerId, distanceMiles, etaMinutes, etaBasis }) => [providerId, distanceMiles, etaMinutes, etaBasis])).toEqual([
      ['by-the-bridge', 6.1, 12, 'road'],
      ['unrouted', 8.5, 21, 'straight_line'],
      ['across-the-river', 14.2, 31, 'road'],
    ]);
  });

  it('measures a service radius as the crow flies even when the drive is longer', () => {
    const [entry] = rankCandidates(request, [provider('winding', { radiusMiles: 5 })], new Map([['winding', { miles: 9.4, minutes: 20 }]]));
    expect(entry).toMatchObject({ exclusions: [], distanceMiles: 9.4, etaBasis: 'road' });
  });

  it('breaks an equal pickup time by rating, then by acceptance, an unscored provider last', () => {
    const here = { location: DOWNTOWN };
    const ranked = rankCandidates(request, [
      provider('new', { ...here, rating: null, acceptanceRate: null }),
      provider('good', { ...here, rating: 4.2, acceptanceRate: 0.9 }),
      provider('best-willing', { ...here, rating: 4.8, acceptanceRate: 0.9 }),
      provider('best-reluctant', { ...here, rating: 4.8, acceptanceRate: 0.4 }),
    ]);
    expect(ranked.map((entry) => entry.providerId)).toEqual(['best-willing', 'best-reluctant', 'good', 'new']);
  });

  it('excludes with every reason, and lists the excluded after the eligible, nearest first', () => {
    const ranked = rankCandidates({ ...request, vehicleType: 'Semi Truck' }, [
      provider('heavy', { vehicleClasses: ['light', 'heavy'], location: { lat: 32.9, lng: -96.8 } }),
      provider('everything-wrong', { active: false, onDuty: false, busy: true, services: ['Lockout Service'], location: { lat: 33.5, lng: -96.8 } }),
      provider('light-only', { location: { lat: 32.78, lng: -96.8 } }),
      provider('nowhere', { vehicleClasses: ['heavy'], location: null }),
    ]);
    expect(ranked.map(({ providerId, exclusions }) => [providerId, exclusions])).toEqual([
      ['heavy', []],
      ['light-only', ['lacks_vehicle_class']],
      ['everything-wrong', ['suspended', 'off_duty', 'busy', 'lacks_service', 'lacks_vehicle_class', 'outside_radius']],
      ['nowhere', ['no_location']],
    ]);
  });

  it('knows no distance without a pickup, and offers nobody then', () => {
    const [entry] = rankCandidates({ ...request, pickup: null }, [provider('any')]);
    expect(entry).toMatchObject({ exclusions: ['no_pickup'], distanceMiles: null, etaMinutes: null, etaBasis: null });
  });
});

describe('a provider whose documents are not in order', () => {
  it('is not offered the job, and the list says which document lapsed or that they are under review', () => {
    const ranked = rankCandidates(request, [provider('lapsed', { standing: 'insurance_expired' }), provider('review', { standing: 'under_review' }), provider('ok')]);
    expect(ranked.map(({ providerId, exclusions }) => [providerId, exclusions])).toEqual([
      ['ok', []],
      ['lapsed', ['insurance_expired']],
      ['review', ['under_review']],
    ]);
  });
});
