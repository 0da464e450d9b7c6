import { nonGsm7Characters, smsSegments } from '../../domain/sms-segments';
import type { CustomerRequest } from '../request-core/entities/customer-request.entity';
import { OPT_OUT_CONFIRMATION, SMS_REPLIES, SMS_TEMPLATES } from './sms-templates';

const PUBLIC_URL = 'https://dfwroadside.example.com';

/** A request with every field a template reads, as far along as the longest texts need. */
const sampleRequest = {
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
  provider: { name: 'Sam Rivera', vehicleInfo: 'White Ford F-450 wrecker' },
} as unknown as CustomerRequest;

const templates = Object.entries(SMS_TEMPLATES).map(([name, template]) => ({
  name,
  body: template({ request: sampleRequest, publicUrl: PUBLIC_URL })!,
}));
const replies = Object.entries(SMS_REPLIES).map(([name, reply]) => ({
  name,
  body: (reply as (arg: string) => string)(name === 'next-step' || name === 'step-recorded' ? 'ARRIVED' : '+12145550123'),
}));
const texts = [...templates, ...replies];

describe('SMS texts', () => {
  afterAll(() => {
    // The segment count of each text, for whoever shortens them next.
    const lines = texts.map(({ name, body }) => `${String(smsSegments(body)).padStart(2)} segment(s), ${body.length} chars: ${name}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  });

  it.each(texts)('writes $name in GSM-7 characters only', ({ body }) => {
    expect(body).toEqual(expect.any(String));
    expect(nonGsm7Characters(body)).toEqual([]);
  });

  it.each(texts.filter(({ name }) => name !== OPT_OUT_CONFIRMATION))('ends $name with the opt-out hint', ({ body }) => {
    expect(body).toMatch(/Reply STOP to opt out\.$/);
  });

  it('confirms an opt-out in the words carriers expect', () => {
    expect(SMS_REPLIES[OPT_OUT_CONFIRMATION]()).toBe(
      'DFW Roadside: you are unsubscribed and will get no more texts. Reply START to resubscribe.',
    );
  });

  it.each(texts)('keeps $name within two segments', ({ body }) => {
    expect(smsSegments(body)).toBeLessThanOrEqual(2);
  });
});
