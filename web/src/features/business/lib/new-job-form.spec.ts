import { checkNewJob, emptyNewJob, keyForBody } from './new-job-form';
import { isCancellable, openFirst, placeWords, vehicleWords } from './job-words';
import type { PartnerJobView } from '@contracts/account-views';

const filled = { ...emptyNewJob, phone: '(214) 555-0142', vehicleYear: '2019', vehicleMake: 'Ford', vehicleModel: 'Transit', locationAddress: '1500 Marilla St, Dallas', destinationAddress: 'Fleet yard, Irving' };

describe('the new job form', () => {
  it('sends the public form’s fields and the reference when given', () => {
    const verdict = checkNewJob({ ...filled, reference: ' CLAIM-7 ' });
    expect(verdict).toEqual({
      values: expect.objectContaining({ phone: '(214) 555-0142', vehicleYear: '2019', serviceType: 'Towing', destinationAddress: 'Fleet yard, Irving', reference: 'CLAIM-7', language: 'en' }),
    });
  });

  it('marks the blank required fields with the spec’s toast', () => {
    const verdict = checkNewJob(emptyNewJob);
    expect('problem' in verdict && Object.keys(verdict.problem.fields)).toEqual(['phone', 'vehicleYear', 'vehicleMake', 'vehicleModel', 'locationAddress']);
    expect('problem' in verdict && verdict.problem.toast?.title).toBe('Missing Information');
  });

  it('asks a tow for its destination and drops it for other services', () => {
    const tow = checkNewJob({ ...filled, destinationAddress: ' ' });
    expect('problem' in tow && tow.problem.toast?.title).toBe('Missing Destination');
    const jump = checkNewJob({ ...filled, serviceType: 'Jump Start' });
    expect('values' in jump && jump.values.destinationAddress).toBeUndefined();
  });

  it('refuses a year that is not four digits', () => {
    const verdict = checkNewJob({ ...filled, vehicleYear: '19' });
    expect('problem' in verdict && Object.keys(verdict.problem.fields)).toEqual(['vehicleYear']);
  });

  it('keeps one idempotency key while the body is the same', () => {
    const body = { phone: '1', serviceType: 'Towing', vehicleYear: '2019' };
    const first = keyForBody(body, null);
    expect(keyForBody(body, first)).toBe(first);
    expect(keyForBody({ ...body, phone: '2' }, first).key).not.toBe(first.key);
  });
});

const job = (status: PartnerJobView['status']) => ({ status }) as PartnerJobView;

describe('the job words', () => {
  it('puts open jobs first and offers Cancel only before the work starts', () => {
    const { open, past } = openFirst([job('completed'), job('en_route'), job('cancelled'), job('received')]);
    expect(open.map((j) => j.status)).toEqual(['en_route', 'received']);
    expect(past.map((j) => j.status)).toEqual(['completed', 'cancelled']);
    expect(isCancellable(job('arrived'))).toBe(true);
    expect(isCancellable(job('in_progress'))).toBe(false);
  });

  it('names vehicles and places in words, never coordinates', () => {
    expect(vehicleWords({ year: 2019, make: 'Ford', model: 'Transit', plate: null, type: 'Van' })).toBe('2019 Ford Transit (Van)');
    expect(placeWords({ address: null, lat: 32.7, lng: -96.8 })).toBe('Shared location');
  });
});
