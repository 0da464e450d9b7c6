import type { CreateOnlineRequestBody } from '../../src/contracts/request-bodies';

/** A public-form request the intake takes: a jump start in Dallas, which needs no destination. */
export const anOnlineRequestBody = (overrides: Partial<CreateOnlineRequestBody> = {}): Partial<CreateOnlineRequestBody> => ({
  phone: '(214) 555-0188',
  vehicleYear: '2018',
  vehicleMake: 'Ford',
  vehicleModel: 'F-150',
  serviceType: 'Jump Start',
  locationAddress: '1500 Marilla St, Dallas, TX',
  ...overrides,
});

/** The answer while PostgreSQL or Redis is out of reach (sent with Retry-After: 5). */
export const SERVICE_UNAVAILABLE = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The service is briefly unavailable. Please try again in a few seconds.',
  code: 'service_unavailable',
};
