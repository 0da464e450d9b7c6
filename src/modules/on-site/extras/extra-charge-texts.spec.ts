import type { Language } from '../../../domain/language';
import type { RequestRecord } from '../../../domain/request-record';
import { smsSegments } from '../../../../test/support/sms-segments';
import { describeTextRules } from '../../../../test/support/sms-text-rules';
import { PUBLIC_URL, sampleRequest } from '../../../../test/support/text-samples';
import { writeExtraAnswer, writeExtraProposed } from './extra-charge-texts';

const WINCH_OUT = { number: 1, kind: 'winch_out', description: null, amountCents: 7_500 } as const;
const DOLLY = { number: 2, kind: 'dolly', description: null, amountCents: 200_000 } as const;

const textsIn = (language: Language) => [
  { name: 'extra-proposed', body: writeExtraProposed(language, sampleRequest, WINCH_OUT, 24_500, PUBLIC_URL) as string },
  { name: 'text-only extra-proposed', body: writeExtraProposed(language, { ...sampleRequest, textOnly: true }, WINCH_OUT, 24_500, PUBLIC_URL) as string },
  { name: 'extra-approved', body: writeExtraAnswer(language, { kind: 'answered', answer: 'approve', extra: WINCH_OUT }) },
  { name: 'extra-declined', body: writeExtraAnswer(language, { kind: 'answered', answer: 'decline', extra: WINCH_OUT }) },
  { name: 'extra-which', body: writeExtraAnswer(language, { kind: 'which', answer: 'approve', waiting: [WINCH_OUT, DOLLY, { ...DOLLY, number: 3 }] }) },
  { name: 'extra-settled', body: writeExtraAnswer(language, { kind: 'settled', extra: { ...DOLLY, status: 'expired' } }) },
  { name: 'extra-unknown', body: writeExtraAnswer(language, { kind: 'unknown', number: 4 }) },
];

describeTextRules(textsIn('en'), textsIn('es'));

describe('extra charge texts', () => {
  it('asks about a charge by its number, and which one when several wait', () => {
    expect(writeExtraProposed('en', sampleRequest, WINCH_OUT, 24_500, PUBLIC_URL)).toContain('Reply YES 1 to approve or NO 1 to decline');
    expect(writeExtraAnswer('en', { kind: 'which', answer: 'approve', waiting: [{ ...WINCH_OUT, amountCents: 1_000 }, DOLLY] })).toMatch(
      /^DFW Roadside: Which charge\? Reply YES 1 for the winch-out \$10\.00 or YES 2 for the dolly \$2,000\.00\./,
    );
    expect(writeExtraAnswer('es', { kind: 'which', answer: 'decline', waiting: [WINCH_OUT, DOLLY] })).toContain('NO 1 por el rescate con malacate de');
    expect(writeExtraProposed('es', sampleRequest, DOLLY, 24_500, PUBLIC_URL)).toContain('SI 2 o NO 2');
  });

  it('keeps the Spanish charge texts within three segments for a provider named in full and four-figure amounts', () => {
    const named = { ...sampleRequest, provider: { name: 'Trinity Tow LLC', contactName: 'María López', vehicleInfo: 'White Ford F-450 wrecker' } } as RequestRecord;
    const costly = { ...WINCH_OUT, number: 5, amountCents: 125_000 };
    for (const request of [named, { ...named, textOnly: true }]) {
      expect(smsSegments(writeExtraProposed('es', request, costly, 199_999, PUBLIC_URL)!)).toBeLessThanOrEqual(3);
    }
  });

  it('names no page to a customer who asked for text only', () => {
    expect(writeExtraProposed('en', { ...sampleRequest, textOnly: true }, WINCH_OUT, 24_500, PUBLIC_URL)).not.toContain(PUBLIC_URL);
  });
});
