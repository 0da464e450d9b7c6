import type { CompletedJobRow, CompletedTripFeeRow } from '../../../contracts/completed-views';
import { toCsv } from '../../../domain/csv';
import { completedCsvRows } from './completed-csv-rows';

describe('completedCsvRows', () => {
  const job: CompletedJobRow = {
    id: 'b1f0c2de-0000-4000-8000-000000000001',
    trackingId: 'TRK00001',
    completedAt: '2026-11-02T05:30:00Z', // 23:30 on 1 November in Chicago
    customerPhone: '+12145550101',
    providerName: 'Sam Rivera',
    serviceType: 'Towing',
    vehicle: '2018 Ford F-150',
    finalPriceCents: 12550,
    commissionCents: 1883,
    payoutCents: 10667,
    rating: 5,
    balancePaid: 'on_site',
    tipCents: 0,
    lateByMinutes: 0,
  };
  const tripFee = (overrides: Partial<CompletedTripFeeRow> = {}): CompletedTripFeeRow => ({
    id: 'b1f0c2de-0000-4000-8000-000000000002',
    trackingId: 'TRK00002',
    creditedAt: '2026-11-03T15:00:00Z',
    customerPhone: '+12145550102',
    providerName: 'Dana Cole',
    serviceType: 'Jump Start',
    vehicle: 'Honda Civic',
    cause: 'gone_on_arrival',
    depositCents: 3000,
    tripFeeCents: 1800,
    ...overrides,
  });

  it('keeps the ten columns of a completed job first and in place, the trip fee columns, then the balance and tip, after them', () => {
    const byCard: CompletedJobRow = { ...job, balancePaid: 'card', tipCents: 1_883 };
    expect(toCsv(completedCsvRows([job, byCard, { ...job, balancePaid: 'card_due' }], [])).split('\r\n')).toEqual([
      'Date,Tracking ID,Customer,Provider,Service,Vehicle,Final Price,Commission,Provider Payout,Rating,Type,Cancellation,Deposit,Trip Fee,Balance Paid,Tip',
      '2026-11-01,TRK00001,(214) 555-0101,Sam Rivera,Towing,2018 Ford F-150,125.50,18.83,106.67,5,Completed,,,,On site,',
      '2026-11-01,TRK00001,(214) 555-0101,Sam Rivera,Towing,2018 Ford F-150,125.50,18.83,106.67,5,Completed,,,,By card,18.83',
      '2026-11-01,TRK00001,(214) 555-0101,Sam Rivera,Towing,2018 Ford F-150,125.50,18.83,106.67,5,Completed,,,,"By card, due",',
      '',
    ]);
  });

  it('writes each trip fee after the completed jobs, with the cause in words and no completed-job money', () => {
    const rows = completedCsvRows([job], [tripFee(), tripFee({ trackingId: null, providerName: null, cause: 'refused_at_car', creditedAt: '2026-11-01T04:00:00Z' })]);
    expect(toCsv(rows).split('\r\n').slice(2)).toEqual([
      '2026-11-03,TRK00002,(214) 555-0102,Dana Cole,Jump Start,Honda Civic,,,,,Trip fee,Gone on arrival,30.00,18.00,,',
      '2026-10-31,,(214) 555-0102,,Jump Start,Honda Civic,,,,,Trip fee,Refused service at the car,30.00,18.00,,',
      '',
    ]);
  });

  it('says a customer cancel as such', () => {
    expect(completedCsvRows([], [tripFee({ cause: 'customer' })])[1][11]).toBe('Customer cancelled');
  });

  it('gives every row as many cells as the header', () => {
    const rows = completedCsvRows([job], [tripFee()]);
    expect(rows.map((row) => row.length)).toEqual([16, 16, 16]);
  });
});
