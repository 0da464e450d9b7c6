import { nonGsm7Characters, smsSegments } from '../../../../test/support/sms-segments';
import type { InvoiceLine } from '../entities/account-invoice.entity';
import { writeInvoiceEmail, writeInvoiceText } from './invoice-texts';

const line = (requestId: string): InvoiceLine => ({ requestId, at: '2026-11-10T16:00:00Z', kind: 'job', description: 'Towing', partnerReference: null, cents: 20_000 });
const invoice = {
  number: 'INV-202611-0007',
  month: '2026-11',
  lines: [line('a'), { ...line('a'), kind: 'extra' as const }, line('b')],
  totalCents: 1_234_567,
  dueAt: new Date('2026-12-31T15:00:00Z'),
};
const URL = 'https://dfwroadside.example/business/invoices';

describe('writeInvoiceText', () => {
  it('names the invoice, the month, its jobs (not its lines), the total, the due day and the portal', () => {
    expect(writeInvoiceText(invoice, 'Lone Star Fleet', URL)).toBe(
      'DFW Roadside: invoice INV-202611-0007 for Lone Star Fleet, November 2026: 2 jobs, $12,345.67 due by December 31, 2026. ' +
        `View and download it: ${URL} Reply STOP to opt out.`,
    );
  });

  it('writes the email with the billing contact by name', () => {
    const email = writeInvoiceEmail({ ...invoice, lines: [line('a')] }, 'Dana Reyes', URL);
    expect(email.subject).toBe('DFW Roadside invoice INV-202611-0007 for November 2026');
    expect(email.text).toContain('Hello Dana Reyes,');
    expect(email.text).toContain('1 job, $12,345.67 due by December 31, 2026.');
  });
});

// The rules of test/support/sms-text-rules for a text written only in English.
describe('the invoice text', () => {
  const body = writeInvoiceText(invoice, 'North Texas Municipal Fleet Services Department', URL);

  it('stays in GSM-7 within two segments for a long account name, and ends with the opt-out hint', () => {
    expect(nonGsm7Characters(body)).toEqual([]);
    expect(smsSegments(body)).toBeLessThanOrEqual(2);
    expect(body).toMatch(/Reply STOP to opt out\.$/);
    expect(body).not.toMatch(/(?<!\.)\.\.(?!\.)/);
  });
});
