import type { Language } from '../../../domain/language';
import { describeTextRules } from '../../../../test/support/sms-text-rules';
import { PUBLIC_URL } from '../../../../test/support/text-samples';
import { writeDisputeClosed, writeDisputeOpened } from './dispute-texts';

const textsIn = (language: Language) => [
  { name: 'dispute-won', body: writeDisputeClosed(language, 1_234_567, true) },
  { name: 'dispute-lost', body: writeDisputeClosed(language, 1_234_567, false) },
];

describeTextRules(
  [...textsIn('en'), { name: 'dispute-opened', body: writeDisputeOpened(1_234_567, 'product_not_received', new Date('2026-12-06T23:59:59Z'), `${PUBLIC_URL}/admin/request/00000000-0000-4000-8000-000000000000`) }],
  textsIn('es'),
  { withoutOptOut: ['dispute-opened'] },
);
