import type { Language } from '../../domain/language';
import { describeTextRules } from '../../../test/support/sms-text-rules';
import { PUBLIC_URL, SUPPORT_PHONE } from '../../../test/support/text-samples';
import { writeReply } from './reply-texts';

type ReplyName = Parameters<typeof writeReply>[1];

const REPLY_VALUES: Record<ReplyName, [] | [Record<string, string | number>]> = {
  'confirm-cancel': [],
  'confirm-cancel-refund': [{ deposit: '$18.75' }],
  'confirm-cancel-fee': [{ deposit: '$18.75' }],
  'cannot-cancel': [{ supportPhone: SUPPORT_PHONE }],
  'next-step': [{ word: 'ARRIVED' }],
  'step-recorded': [{ word: 'ARRIVED' }],
  'job-completed': [],
  'no-next-step': [],
  'eta-format': [],
  'on-duty': [],
  'off-duty': [],
  'duty-paused': [{ supportPhone: SUPPORT_PHONE }],
  'network-suspended': [{ supportPhone: SUPPORT_PHONE }],
  'on-another-job': [],
  'late-wait': [],
  'no-provider-wait': [],
  'here-told': [],
  'not-late': [{ supportPhone: '(214) 555-0100' }],
  'arrival-code-needed': [],
  'wrong-arrival-code': [],
  'arrival-locked': [],
  'pickup-photo-needed': [],
  'completion-photo-needed': [],
  'callback-requested': [{ supportPhone: SUPPORT_PHONE }],
  'terms-accepted': [{ price: '$1,200.00', termsUrl: `${PUBLIC_URL}/es/terms` }],
  'counter-sent': [{ price: '$1,200.00' }],
  'invalid-amount': [],
  'counter-used': [{ final: '$1,200.00' }],
  'rating-thanks': [{ rating: 5 }],
  'review-saved': [],
  'already-rated': [],
  'rating-range': [],
};

const reply = (language: Language, name: ReplyName): string =>
  (writeReply as (language: Language, name: ReplyName, ...values: unknown[]) => string)(language, name, ...REPLY_VALUES[name]);

const textsIn = (language: Language) => (Object.keys(REPLY_VALUES) as ReplyName[]).map((name) => ({ name, body: reply(language, name) }));

describeTextRules(textsIn('en'), textsIn('es'));

describe('the answers to commands by text', () => {
  it('answers keywords in Spanish', () => {
    expect(reply('es', 'next-step')).toContain('tu siguiente paso es ARRIVED');
  });

  it('names no page in its answer to YES for a customer who asked for TEXT ONLY', () => {
    for (const language of ['en', 'es'] as const) {
      expect(writeReply(language, 'terms-accepted', { price: '$120.00', termsUrl: 'none' })).not.toContain('none');
    }
  });
});
