import type { Language } from '../../../domain/language';
import { describeTextRules } from '../../../../test/support/sms-text-rules';
import { PUBLIC_URL } from '../../../../test/support/text-samples';
import { receiptPageUrl } from '../receipts/receipt-texts';
import { balancePageUrl, writeBalanceDue, writeBalancePaid, writeBalanceReminder, writeProviderBalancePaid, writeProviderClawback } from './balance-texts';

const BALANCE_URL = balancePageUrl(PUBLIC_URL, 'A'.repeat(22));
const RECEIPT_URL = receiptPageUrl(PUBLIC_URL, 'B'.repeat(22));

const textsIn = (language: Language) => [
  { name: 'balance-due', body: writeBalanceDue(language, BALANCE_URL, 1_234_567) },
  { name: 'balance-reminder', body: writeBalanceReminder(language, BALANCE_URL, 1_234_567) },
  { name: 'balance-paid', body: writeBalancePaid(language, RECEIPT_URL, 1_234_567, 123_456) },
  { name: 'balance-paid-no-tip', body: writeBalancePaid(language, RECEIPT_URL, 1_234_567, 0) },
  { name: 'provider-balance-paid', body: writeProviderBalancePaid(language, 1_234_567, 123_456) },
  { name: 'provider-clawback', body: writeProviderClawback(language, 1_234_567, 1_234_567) },
];

describeTextRules(textsIn('en'), textsIn('es'));

describe('the balance texts', () => {
  it('name the tip only when there is one', () => {
    expect(writeBalancePaid('en', RECEIPT_URL, 12_500, 1_875)).toContain('with a $18.75 tip for your provider');
    expect(writeBalancePaid('en', RECEIPT_URL, 10_625, 0)).not.toContain('tip');
    expect(writeProviderBalancePaid('es', 10_625, 0)).not.toContain('propina');
  });
});
