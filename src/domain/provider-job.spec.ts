import { ACTIVE_PROVIDER_STATUSES, REQUEST_STATUSES } from './request-status';
import {
  directionsUrl,
  isTowService,
  mapsAppFor,
  navigationTarget,
  nextProviderStep,
  providerCanNavigate,
  providerSeesCustomerPhone,
  providerSeesPickup,
  providerStatusDescription,
} from './provider-job';

describe('nextProviderStep', () => {
  it.each([
    ['provider_assigned', 'start_job', 'Start Job'],
    ['assigned', 'start_job', 'Start Job'],
    ['en_route', 'mark_arrived', 'Arrived'],
    ['arrived', 'start_service', 'Start Service'],
    ['in_progress', 'complete_job', 'Complete Job'],
  ])('from %s is %s, labelled %s', (status, action, label) => {
    expect(nextProviderStep(status)).toEqual({ action, label });
  });

  it('offers no step outside an active job', () => {
    const idle = REQUEST_STATUSES.filter((s) => !(ACTIVE_PROVIDER_STATUSES as readonly string[]).includes(s));
    expect(idle.map(nextProviderStep)).toEqual(idle.map(() => null));
  });
});

describe('what the provider sees', () => {
  it("shows the customer's phone only while driving there or on site", () => {
    const shown = REQUEST_STATUSES.filter(providerSeesCustomerPhone);
    expect(shown).toEqual(['en_route', 'arrived', 'in_progress']);
  });

  it('navigates in the same statuses', () => {
    expect(REQUEST_STATUSES.filter(providerCanNavigate)).toEqual(['en_route', 'arrived', 'in_progress']);
  });

  it('hides the pickup address once the job is completed', () => {
    expect(providerSeesPickup('completed')).toBe(false);
    expect(providerSeesPickup('in_progress')).toBe(true);
  });
});

describe('isTowService', () => {
  it.each(['Towing', 'Heavy Duty Towing', 'car_towing', 'semi_truck_towing'])('treats %s as a tow', (service) => {
    expect(isTowService(service)).toBe(true);
  });

  it.each(['Jump Start', 'Flatbed Service', 'lockout'])('does not treat %s as a tow', (service) => {
    expect(isTowService(service)).toBe(false);
  });
});

describe('navigationTarget', () => {
  const pickup = { lat: 32.78, lng: -96.8, address: '2200 Ross Ave, Dallas' };
  const destination = { lat: 32.9, lng: -96.7, address: 'Shop, Richardson' };
  const nowhere = { lat: null, lng: null, address: null };

  it('leads to the customer until the provider arrives', () => {
    expect(navigationTarget('en_route', pickup, destination)).toBe(pickup);
  });

  it('leads to the towing destination once on site', () => {
    expect(navigationTarget('arrived', pickup, destination)).toBe(destination);
    expect(navigationTarget('in_progress', pickup, destination)).toBe(destination);
  });

  it('stays on the customer when there is no destination, and is null when nothing is known', () => {
    expect(navigationTarget('arrived', pickup, nowhere)).toBe(pickup);
    expect(navigationTarget('en_route', nowhere, nowhere)).toBeNull();
  });
});

describe('directionsUrl', () => {
  it('uses coordinates when known, else the address, for Google and Apple maps', () => {
    expect(directionsUrl({ lat: 32.78, lng: -96.8, address: 'x' }, 'google')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=32.78%2C-96.8&travelmode=driving',
    );
    expect(directionsUrl({ lat: null, lng: null, address: '2200 Ross Ave, Dallas' }, 'apple')).toBe(
      'https://maps.apple.com/?daddr=2200%20Ross%20Ave%2C%20Dallas&dirflg=d',
    );
  });
});

describe('mapsAppFor', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

  it('opens Apple Maps on an iPhone and on an iPad, which asks as a Mac with a touch screen', () => {
    expect(mapsAppFor(IPHONE, 5)).toBe('apple');
    expect(mapsAppFor(IPAD, 5)).toBe('apple');
  });

  it('opens Google Maps on Android, and on a Mac or PC without a touch screen', () => {
    expect(mapsAppFor(ANDROID, 5)).toBe('google');
    expect(mapsAppFor(IPAD, 0)).toBe('google');
    expect(mapsAppFor('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0.0.0 Safari/537.36')).toBe('google');
  });
});

describe('providerStatusDescription', () => {
  it('tells the provider what to do at every step, and has a fallback', () => {
    expect(providerStatusDescription('en_route')).toMatch(/tap Arrived/);
    expect(providerStatusDescription('mystery')).toBe('Contact dispatch about this job.');
  });
});
