import type { Language } from '../../../domain/language';
import type { RequestRecord } from '../../../domain/request-record';
import { REQUEST_STATUSES } from '../../../domain/request-status';
import { smsSegments } from '../../../../test/support/sms-segments';
import { describeTextRules } from '../../../../test/support/sms-text-rules';
import { PUBLIC_URL, sampleRequest, SUPPORT_PHONE } from '../../../../test/support/text-samples';
import { REQUEST_TEMPLATES, writeTemplate, writeTextOnlyOn, type RequestTemplateName } from './request-templates';

const textsIn = (language: Language) => [
  ...(Object.keys(REQUEST_TEMPLATES) as RequestTemplateName[]).map((name) => ({
    name,
    body: writeTemplate(name, language, { request: sampleRequest, publicUrl: PUBLIC_URL, supportPhone: SUPPORT_PHONE }) as string,
  })),
  // The same texts for a customer who asked for TEXT ONLY.
  ...(Object.keys(REQUEST_TEMPLATES) as RequestTemplateName[]).map((name) => ({
    name: `text-only ${name}`,
    body: writeTemplate(name, language, { request: { ...sampleRequest, textOnly: true }, publicUrl: PUBLIC_URL, supportPhone: SUPPORT_PHONE }) as string,
  })),
  { name: 'text-only-on', body: writeTextOnlyOn(language) },
  // The assignment to a provider who takes the balance by card through us.
  {
    name: 'job-assigned by card',
    body: writeTemplate('job-assigned', language, {
      request: { ...sampleRequest, provider: { ...sampleRequest.provider!, balanceMethod: 'card' } } as typeof sampleRequest,
      publicUrl: PUBLIC_URL,
      supportPhone: SUPPORT_PHONE,
    }) as string,
  },
];

const english = textsIn('en');
const spanish = textsIn('es');

describeTextRules(english, spanish);

describe('texts in the recipient’s language', () => {
  const write = (name: RequestTemplateName, language: Language, changes: Record<string, unknown> = {}) =>
    writeTemplate(name, language, { request: { ...sampleRequest, ...changes } as RequestRecord, publicUrl: PUBLIC_URL, supportPhone: SUPPORT_PHONE });

  it('names the service, the money and the minutes in Spanish', () => {
    expect(write('request-received', 'es', { serviceType: 'car_towing' })).toContain('tu solicitud de Remolque de carro');
    expect(write('payment-link', 'es')).toContain('Paga el depósito de $30.00');
    expect(write('deposit-received', 'es')).toContain('El 85% restante ($170.00)');
    expect(write('provider-eta', 'es')).toContain('en unos 15 minutos');
    expect(write('provider-eta', 'es', { providerEtaMinutes: 1 })).toContain('en unos 1 minuto');
    expect(write('provider-eta', 'en', { providerEtaMinutes: 1 })).toContain('in about 1 minute.');
  });

  it('gives the status reply the customer’s status copy in Spanish', () => {
    expect(write('request-status', 'es')).toContain('Proveedor en camino. Tu proveedor va en camino.');
  });
});

describe('what texts say about the job', () => {
  const write = (name: RequestTemplateName, changes: Record<string, unknown>) =>
    writeTemplate(name, 'en', { request: { ...sampleRequest, ...changes } as RequestRecord, publicUrl: PUBLIC_URL, supportPhone: SUPPORT_PHONE });

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

  it('names the provider as the pages do: the contact person from the business, or the business alone', () => {
    expect(write('provider-assigned', { provider: { name: 'Ray Tow Co', contactName: null } })).toContain('Ray Tow Co is your provider');
    expect(write('provider-en-route', { provider: { name: 'Lone Star Roadside', contactName: 'Maria Lopez' } })).toContain(
      'Maria from Lone Star Roadside is on the way',
    );
    expect(
      writeTemplate('provider-arrived', 'es', { request: { ...sampleRequest, provider: { name: 'Lone Star Roadside', contactName: 'María López' } } as RequestRecord, publicUrl: PUBLIC_URL, supportPhone: SUPPORT_PHONE }),
    ).toContain('María de Lone Star Roadside ya llegó');
  });

  // A realistic business with a contact person is the longest a provider is named.
  it('keeps every text about the job within its segments when it names the provider by person and business', () => {
    const named = { ...sampleRequest, provider: { name: 'Trinity Tow LLC', contactName: 'Maria Lopez', vehicleInfo: 'White Ford F-450 wrecker' } };
    for (const textOnly of [false, true]) {
      for (const name of Object.keys(REQUEST_TEMPLATES) as RequestTemplateName[]) {
        const input = { request: { ...named, textOnly } as RequestRecord, publicUrl: PUBLIC_URL, supportPhone: SUPPORT_PHONE };
        expect(smsSegments(writeTemplate(name, 'en', input)!)).toBeLessThanOrEqual(2);
        expect(smsSegments(writeTemplate(name, 'es', input)!)).toBeLessThanOrEqual(3);
      }
    }
  });

  it('tells the customer the refunded amount and that the request is cancelled', () => {
    expect(write('deposit-refunded', { depositAmountCents: 6750 })).toContain('we refunded your $67.50 deposit; the request is cancelled');
  });

  it('gives a removed request the support line instead of a dead link', () => {
    for (const name of ['request-deleted', 'payment-link-withdrawn'] as const) {
      const body = write(name, { serviceType: 'jump_start' })!;
      expect(body).toContain('Jump Start request');
      expect(body).toContain('(214) 555-0123');
      expect(body).not.toContain('/track/');
    }
  });
});

describe('texts for a customer who asked for TEXT ONLY', () => {
  const write = (name: RequestTemplateName, language: Language = 'en') =>
    writeTemplate(name, language, { request: { ...sampleRequest, textOnly: true }, publicUrl: PUBLIC_URL, supportPhone: SUPPORT_PHONE })!;
  const customerTexts = (Object.keys(REQUEST_TEMPLATES) as RequestTemplateName[]).filter((name) => !['job-assigned', 'job-withdrawn', 'job-cancelled-late', 'customer-is-here'].includes(name));

  it.each(customerTexts.filter((name) => name !== 'payment-link' && name !== 'counter-accepted'))('sends %s with no page to open', (name) => {
    expect(write(name)).not.toContain(PUBLIC_URL);
    expect(write(name, 'es')).not.toContain(PUBLIC_URL);
  });

  it('keeps the card page for the deposit, and offers a dispatcher taking the card by phone', () => {
    expect(write('payment-link')).toContain(`${PUBLIC_URL}/payment/`);
    expect(write('payment-link')).toContain('reply CALL and a dispatcher will take your card by phone');
  });

  const PAGE_WORDS = /\b(map|page|below|mapa|página|abajo)\b/i;

  it.each(REQUEST_STATUSES)('answers STATUS at %s naming no map or page', (status) => {
    for (const language of ['en', 'es'] as const) {
      for (const negotiationRound of [0, 2]) {
        const request = { ...sampleRequest, textOnly: true, status, negotiationRound } as RequestRecord;
        expect(writeTemplate('request-status', language, { request, publicUrl: PUBLIC_URL, supportPhone: SUPPORT_PHONE })).not.toMatch(PAGE_WORDS);
      }
    }
  });

  it('names no map or page in its texts, or in its answer to TEXT ONLY', () => {
    for (const language of ['en', 'es'] as const) {
      for (const name of customerTexts) expect(write(name, language)).not.toMatch(PAGE_WORDS);
      expect(writeTextOnlyOn(language)).not.toMatch(PAGE_WORDS);
    }
    expect(writeTemplate('request-status', 'en', { request: { ...sampleRequest, textOnly: true, status: 'negotiating', negotiationRound: 2 } as RequestRecord, publicUrl: PUBLIC_URL, supportPhone: SUPPORT_PHONE })).toContain(
      'Our final offer is $180.00. Reply YES to accept it or NO to decline.',
    );
  });

  it('says in words what the page would have shown', () => {
    expect(write('provider-en-route')).toContain('Sam Rivera is on the way, arriving by 12:45 PM. Your arrival code is 4821');
    expect(write('request-status')).toContain('Your provider is Sam Rivera. Expected by 1:05 PM.');
    expect(write('service-completed')).toContain('Reply 1-5 to rate Sam Rivera');
  });
});

describe('the price texts', () => {
  it('take a YES or an amount by reply, and link the terms a YES agrees to', () => {
    const write = (language: Language) => writeTemplate('price-offered', language, { request: sampleRequest, publicUrl: PUBLIC_URL, supportPhone: SUPPORT_PHONE })!;
    expect(write('en')).toContain(`Reply YES to accept it and our terms (${PUBLIC_URL}/terms), or reply with your offer (one counter-offer).`);
    expect(write('es')).toContain(`${PUBLIC_URL}/es/terms`);
  });
});
