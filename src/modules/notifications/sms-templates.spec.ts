import type { RequestRecord } from '../../domain/request-record';
import { nonGsm7Characters, smsSegments } from '../../../test/support/sms-segments';
import { OPT_OUT_CONFIRMATION, SMS_REPLIES, SMS_TEMPLATES } from './sms-templates';

const PUBLIC_URL = 'https://dfwroadside.example.com';
const SUPPORT_PHONE = '+12145550123';

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
} as unknown as RequestRecord;

const templates = Object.entries(SMS_TEMPLATES).map(([name, template]) => ({
  name,
  body: template({ request: sampleRequest, publicUrl: PUBLIC_URL, supportPhone: SUPPORT_PHONE })!,
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

describe('what texts say about the job', () => {
  const write = (name: keyof typeof SMS_TEMPLATES, changes: Record<string, unknown>) =>
    SMS_TEMPLATES[name]({ request: { ...sampleRequest, ...changes } as RequestRecord, publicUrl: PUBLIC_URL, supportPhone: SUPPORT_PHONE });

  it('names a phone request service by its label, never its stored code', () => {
    expect(write('request-received', { serviceType: 'car_towing' })).toContain('your Car Towing request');
    expect(write('job-assigned', { serviceType: 'tire_change' })).toContain('job: Tire Change for a 2018 Ford F-150');
  });

  it('gives the provider the street and city of the pickup, never the house number or coordinates', () => {
    const job = write('job-assigned', { destinationAddress: 'Lat: 32.77670, Lng: -96.79700' })!;
    expect(job).toContain('near Marilla St, Dallas');
    expect(job).not.toContain('1500');
    expect(job).toContain('towing to the pinned destination on the job page');
    expect(job).not.toContain('Lat:');
    expect(write('job-assigned', { locationAddress: 'Lat: 32.77670, Lng: -96.79700' })).toContain('near the pinned location on the job page');
  });

  it('calls the provider by the whole business name, or the contact person first name', () => {
    expect(write('provider-assigned', { provider: { name: 'Ray Tow Co', contactName: null } })).toContain('Ray Tow Co is your provider');
    expect(write('provider-en-route', { provider: { name: 'Lone Star Roadside', contactName: 'Maria Lopez' } })).toContain(
      'Maria is on the way',
    );
  });

  it('tells the customer the refunded amount and that the request is cancelled', () => {
    expect(write('deposit-refunded', { depositAmountCents: 6750 })).toContain('we refunded your $67.50 deposit; the request is cancelled');
  });

  it('gives a removed request the support line instead of a dead link', () => {
    for (const name of ['request-deleted', 'payment-link-withdrawn'] as const) {
      const body = write(name, { serviceType: 'jump_start' })!;
      expect(body).toContain('Jump Start request');
      expect(body).toContain(SUPPORT_PHONE);
      expect(body).not.toContain('/track/');
    }
  });
});
