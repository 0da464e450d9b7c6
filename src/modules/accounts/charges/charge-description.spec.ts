import { describeCancellationFee, describeExtra, describeJob } from './charge-description';

const job = { serviceType: 'Towing', vehicleYear: 2018, vehicleMake: 'Ford', vehicleModel: 'F-150', locationAddress: '1500 Marilla St, Dallas, TX' };

describe('charge descriptions', () => {
  it('describe a job by its service, vehicle and pickup area, never the house number', () => {
    expect(describeJob(job)).toBe('Towing, 2018 Ford F-150, from Marilla St, Dallas');
  });

  it('say so when the vehicle or the address is missing, and never print coordinates', () => {
    expect(describeJob({ ...job, vehicleYear: null, vehicleMake: null, vehicleModel: null, locationAddress: 'Lat: 32.776700, Lng: -96.797000' })).toBe('Towing, vehicle not given, from a map pin');
  });

  it('name an extra by its kind, or by what the provider wrote for another kind', () => {
    expect(describeExtra(job, { kind: 'winch_out', description: null })).toBe('Winch-out (approved extra): Towing, 2018 Ford F-150, from Marilla St, Dallas');
    expect(describeExtra(job, { kind: 'other', description: 'Second flat tire' })).toMatch(/^Second flat tire \(approved extra\): /);
    expect(describeCancellationFee(job)).toBe('Cancellation fee: Towing, 2018 Ford F-150, from Marilla St, Dallas');
  });
});
