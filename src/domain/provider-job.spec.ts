import { ACTIVE_PROVIDER_STATUSES, REQUEST_STATUSES } from './request-status';
import {
  isTowService,
  nextProviderStep,
  providerCanNavigate,
  providerSeesCustomerPhone,
  providerSeesPickup,
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
