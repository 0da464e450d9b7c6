import { footerServices, homeServices, serviceOrFirst, services } from './services';

const HOME_SLUGS = [
  'emergency-towing',
  'jump-start-service',
  'flat-tire-change',
  'lockout-assistance',
  'fuel-delivery',
  'battery-replacement',
  'heavy-duty-towing',
  'winch-out-service',
];

describe('services', () => {
  it('links the spec service slugs from the home page, and commercial vehicle service from the footer', () => {
    expect(homeServices.map((service) => service.slug)).toEqual(HOME_SLUGS);
    expect(footerServices.map((service) => service.slug)).toEqual([...HOME_SLUGS, 'commercial-vehicle-service']);
  });

  it('gives every service what the provider does, what to have ready and two to four questions', () => {
    for (const service of services) {
      expect(service.providerDoes.length).toBeGreaterThan(0);
      expect(service.haveReady.length).toBeGreaterThan(0);
      expect(service.faqs.length).toBeGreaterThanOrEqual(2);
      expect(service.faqs.length).toBeLessThanOrEqual(4);
    }
  });
});

describe('serviceOrFirst', () => {
  it('finds a service by slug or by its name as typed', () => {
    expect(serviceOrFirst('fuel-delivery').title).toBe('Fuel Delivery');
    expect(serviceOrFirst('Winch Out Service').slug).toBe('winch-out-service');
  });

  it('falls back to the first service for an unknown or missing name', () => {
    expect(serviceOrFirst('car-wash')).toBe(services[0]);
    expect(serviceOrFirst(undefined).slug).toBe('emergency-towing');
  });
});
