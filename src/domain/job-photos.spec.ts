import { photoNeededFor } from './job-photos';

const none = { pickup: 0, completion: 0, extra: 0, not_here: 0 };

describe('the photos a step waits for', () => {
  it('asks for a pickup photo before a tow starts, and for no other service', () => {
    expect(photoNeededFor('start_service', 'Towing', none)).toBe('pickup');
    expect(photoNeededFor('start_service', 'semi_truck_towing', none)).toBe('pickup');
    expect(photoNeededFor('start_service', 'Jump Start', none)).toBeNull();
    expect(photoNeededFor('start_service', 'Towing', { ...none, pickup: 1 })).toBeNull();
  });

  it('asks every job for a completion photo before it completes; an extra photo does not count', () => {
    expect(photoNeededFor('complete_job', 'Lockout Service', { ...none, extra: 2 })).toBe('completion');
    expect(photoNeededFor('complete_job', 'Lockout Service', { ...none, completion: 1 })).toBeNull();
    expect(photoNeededFor('mark_arrived', 'Towing', none)).toBeNull();
  });
});
