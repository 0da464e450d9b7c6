import type { Language } from '../../domain/language';
import { describeTextRules } from '../../../test/support/sms-text-rules';
import { SUPPORT_PHONE } from '../../../test/support/text-samples';
import { OPT_OUT_CONFIRMATION, writeKeywordReply, writeOptOutConfirmation } from './notification-texts';

const textsIn = (language: Language) => [
  { name: OPT_OUT_CONFIRMATION, body: writeOptOutConfirmation(language) },
  { name: 'opt-in-confirmation', body: writeKeywordReply(language, 'opt-in-confirmation') },
  { name: 'help', body: writeKeywordReply(language, 'help', { supportPhone: SUPPORT_PHONE }) },
];

describeTextRules(textsIn('en'), textsIn('es'), { withoutOptOut: [OPT_OUT_CONFIRMATION] });

describe('the answers to STOP, START and HELP', () => {
  it('confirms an opt-out in the words carriers expect', () => {
    expect(writeOptOutConfirmation('en')).toBe('DFW Roadside: you are unsubscribed and will get no more texts. Reply START to resubscribe.');
  });

  it('writes the support line as the pages do', () => {
    for (const language of ['en', 'es'] as const) {
      expect(writeKeywordReply(language, 'help', { supportPhone: SUPPORT_PHONE })).toContain('(214) 555-0123');
      expect(writeKeywordReply(language, 'help', { supportPhone: SUPPORT_PHONE })).not.toContain(SUPPORT_PHONE);
    }
  });

  it('answers keywords in Spanish', () => {
    expect(writeKeywordReply('es', 'help', { supportPhone: SUPPORT_PHONE })).toBe('DFW Roadside auxilio vial. Para ayuda llama o manda un mensaje al (214) 555-0123. Responde STOP para darte de baja.');
  });
});
