import type { Language } from '../../../domain/language';
import { describeTextRules } from '../../../../test/support/sms-text-rules';
import { PUBLIC_URL, sampleRequest } from '../../../../test/support/text-samples';
import { receiptPageUrl, writeCompletedStatus, writeReceiptLink } from './receipt-texts';

const RECEIPT_URL = receiptPageUrl(PUBLIC_URL, 'A'.repeat(22));

const textsIn = (language: Language) => [
  { name: 'completed-status', body: writeCompletedStatus(language, { ...sampleRequest, status: 'completed' }, RECEIPT_URL) },
  { name: 'receipt-link', body: writeReceiptLink(language, RECEIPT_URL, 1_234_567) },
];

describeTextRules(textsIn('en'), textsIn('es'));
