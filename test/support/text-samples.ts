import type { RequestRecord } from '../../src/domain/request-record';

/** The public address and business line the texts' specs write with. */
export const PUBLIC_URL = 'https://dfwroadside.example.com';
export const SUPPORT_PHONE = '+12145550123';

/** A request with every field a text reads, as far along as the longest texts need. */
export const sampleRequest = {
  id: '6f1c1f4e-7a43-4c39-9a7d-1a2b3c4d5e6f',
  status: 'en_route',
  serviceType: 'Towing',
  vehicleYear: 2018,
  vehicleMake: 'Ford',
  vehicleModel: 'F-150',
  locationAddress: '1500 Marilla St, Dallas, TX',
  destinationAddress: 'Fort Worth, TX',
  customerTrackingId: 'ab12cd34',
  providerJobId: 'ABCDEFGH1',
  adminPriceCents: 20000,
  adminCounterOfferCents: 18000,
  finalPriceCents: 20000,
  depositAmountCents: 3000,
  depositPercentage: 15,
  paymentStatus: 'refunded',
  providerEtaMinutes: 15,
  arrivalCode: '4821',
  // 12:45 PM and 1:05 PM in Dallas: the longest clock times either language writes.
  promisedArrivalAt: new Date('2026-11-25T18:45:00Z'),
  predictedArrivalAt: new Date('2026-11-25T19:05:00Z'),
  // Gone on arrival: arrived at 12:45 PM, reported not here at 12:55 PM; the deposit kept, 60 % credited.
  arrivedAt: new Date('2026-11-25T18:45:00Z'),
  notHereAt: new Date('2026-11-25T18:55:00Z'),
  cancellationFeeCents: 3000,
  providerCreditCents: 1800,
  provider: { name: 'Sam Rivera', vehicleInfo: 'White Ford F-450 wrecker' },
} as unknown as RequestRecord;
