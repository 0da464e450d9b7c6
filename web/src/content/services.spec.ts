import { MESSAGES } from '@/i18n/all-messages';
import { footerServices, homeServices, serviceOrFirst, services } from './services';

const { en: contentEn, es: contentEs } = MESSAGES;

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
      expect(service.providerDoesIds.length).toBeGreaterThan(0);
      expect(service.haveReadyIds.length).toBeGreaterThan(0);
      expect(service.faqs.length).toBeGreaterThanOrEqual(2);
      expect(service.faqs.length).toBeLessThanOrEqual(4);
    }
  });

  it('names every service differently in each language', () => {
    expect(new Set(services.map((service) => contentEn[service.titleId])).size).toBe(services.length);
    expect(new Set(services.map((service) => contentEs[service.titleId])).size).toBe(services.length);
    expect(contentEs[serviceOrFirst('jump-start-service').titleId]).toBe('Paso de corriente');
  });

  it('keeps the English a service page shows today', () => {
    const towing = serviceOrFirst('emergency-towing');
    expect(contentEn[towing.titleId]).toBe('Emergency Towing');
    expect(contentEn[towing.descriptionId]).toBe('Local and long-distance towing to the shop or destination of your choice.');
    expect(contentEn[towing.faqs[0].questionId]).toBe('Can I ride in the tow truck?');
    expect(towing.haveReadyIds.map((id) => contentEn[id])).toContain('The make, model, year and colour of the vehicle, so the provider recognises it');
  });
});

describe('serviceOrFirst', () => {
  it('finds a service by slug or by its name as typed', () => {
    expect(contentEn[serviceOrFirst('fuel-delivery').titleId]).toBe('Fuel Delivery');
    expect(serviceOrFirst('Winch Out Service').slug).toBe('winch-out-service');
  });

  it('falls back to the first service for an unknown or missing name', () => {
    expect(serviceOrFirst('car-wash')).toBe(services[0]);
    expect(serviceOrFirst(undefined).slug).toBe('emergency-towing');
  });
});
