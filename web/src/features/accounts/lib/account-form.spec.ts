import { checkAccount, dollarsToCents, emptyAccount, percentToBps, accountFormValues } from './account-form';
import { discountWords, invoiceStanding, limitUsedPercent, monthWords } from './account-words';

const filled = { ...emptyAccount, name: 'Lone Star Fleet', billingName: 'Ana Ruiz', billingPhone: '(214) 555-0142', creditLimit: '25,000', discountPercent: '2.5' };

describe('the account form', () => {
  it('sends dollars as cents and percent as basis points', () => {
    expect(checkAccount(filled)).toEqual({
      values: {
        name: 'Lone Star Fleet',
        billingName: 'Ana Ruiz',
        billingPhone: '(214) 555-0142',
        billingEmail: null,
        termsDays: 30,
        discountBps: 250,
        pricing: 'rate_card',
        creditLimitCents: 2_500_000,
      },
    });
  });

  it('marks every blank required field, in page order', () => {
    const verdict = checkAccount(emptyAccount);
    expect('problem' in verdict && Object.keys(verdict.problem.fields)).toEqual(['name', 'billingName', 'billingPhone', 'creditLimit']);
  });

  it('refuses a discount above the largest and a limit that is not dollars', () => {
    const verdict = checkAccount({ ...filled, discountPercent: '51', creditLimit: '12abc' });
    expect('problem' in verdict && Object.keys(verdict.problem.fields)).toEqual(['discountPercent', 'creditLimit']);
  });

  it('reads amounts and percents as people type them', () => {
    expect(dollarsToCents('$1,000.5')).toBe(100_050);
    expect(dollarsToCents('1.234')).toBeNull();
    expect(percentToBps('')).toBe(0);
    expect(percentToBps('10%')).toBe(1000);
    expect(percentToBps('-1')).toBeNull();
  });

  it('opens an account as it was saved', () => {
    const values = accountFormValues({
      id: 'a',
      name: 'Lone Star Fleet',
      billingName: 'Ana Ruiz',
      billingPhone: '+12145550142',
      billingEmail: null,
      termsDays: 15,
      discountBps: 250,
      pricing: 'dispatcher',
      creditLimitCents: 2_500_000,
      monthChargesCents: 0,
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    expect(values).toMatchObject({ termsDays: '15', discountPercent: '2.5', creditLimit: '25000', billingEmail: '', pricing: 'dispatcher' });
  });
});

describe('the account words', () => {
  it('says discounts, months, standings and the limit used in words', () => {
    expect(discountWords(0)).toBe('None');
    expect(discountWords(250)).toBe('2.5%');
    expect(monthWords('2026-11')).toBe('November 2026');
    expect(invoiceStanding({ status: 'open', overdue: true })).toEqual({ label: 'Overdue', tone: 'danger' });
    expect(invoiceStanding({ status: 'paid', overdue: true }).label).toBe('Paid');
    expect(limitUsedPercent(150_000, 100_000)).toBe(100);
    expect(limitUsedPercent(25_000, 100_000)).toBe(25);
  });
});
