import type { Language } from '../../../domain/language';
import { describeTextRules } from '../../../../test/support/sms-text-rules';
import { PUBLIC_URL } from '../../../../test/support/text-samples';
import { renderWeeklyStatementPdf, writeWeeklyStatementText, type WeeklyStatement } from './weekly-statement';
import { statementPdfUrl } from './weekly-statements.service';

const WEEK: WeeklyStatement = {
  providerName: 'Trinity Tow LLC',
  weekStart: '2026-11-23',
  jobs: 12,
  jobPayoutCents: 1_234_567,
  cardBalancesCents: 834_567,
  tipsCents: 123_456,
  tripFeesCents: 5_400,
  sentCents: 958_023,
  waitingCents: 0,
};
const URL = statementPdfUrl(PUBLIC_URL, 'A'.repeat(22));
const textsIn = (language: Language) => [
  { name: 'weekly-statement', body: writeWeeklyStatementText(language, WEEK, URL) },
  { name: 'weekly-statement-one-job', body: writeWeeklyStatementText(language, { ...WEEK, jobs: 1 }, URL) },
];

describeTextRules(textsIn('en'), textsIn('es'));

describe('the weekly statement', () => {
  it("counts the jobs' payouts, tips and trip fees as earned, and names the week by its Monday in the reader's words", () => {
    expect(writeWeeklyStatementText('en', WEEK, URL)).toContain('for the week of November 23, 2026: 12 jobs, $13,634.23 earned, $9,580.23 sent to your bank.');
    expect(writeWeeklyStatementText('es', { ...WEEK, jobs: 1 }, URL)).toContain('de la semana del 23 de noviembre de 2026: 1 servicio,');
  });

  it('draws a PDF in either language', async () => {
    for (const language of ['en', 'es'] as const) {
      const pdf = await renderWeeklyStatementPdf({ ...WEEK, waitingCents: 1_000 }, language);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});
