import PDFDocument from 'pdfkit';
import type { Language } from '../../../domain/language';
import { BUSINESS_NAME } from '../../../domain/receipt';
import { textCatalogue, withOptOut } from '../../notifications';
import { amountRow, collect, INK, MUTED, rule, section } from '../receipts/pdf-blocks';
import en from './messages/statements.en.json';
import es from './messages/statements.es.json';
import type { WeeklyStatementRecord } from './weekly-statement.sql';

const writerIn = textCatalogue({ en, es });

export const WEEKLY_STATEMENT_TEMPLATE = 'weekly-statement';

/** A provider's week in cents, as the statement shows it. */
export interface WeeklyStatement {
  providerName: string;
  /** The Monday it starts on, 'YYYY-MM-DD' in Dallas. */
  weekStart: string;
  jobs: number;
  jobPayoutCents: number;
  cardBalancesCents: number;
  tipsCents: number;
  tripFeesCents: number;
  sentCents: number;
  waitingCents: number;
}

export function toWeeklyStatement(record: WeeklyStatementRecord): WeeklyStatement {
  return {
    providerName: record.name,
    weekStart: record.week_start,
    jobs: record.jobs,
    jobPayoutCents: Number(record.payout_cents),
    cardBalancesCents: record.card_cents,
    tipsCents: record.tip_cents,
    tripFeesCents: record.trip_fee_cents,
    sentCents: record.sent_cents,
    waitingCents: record.waiting_cents,
  };
}

const earnedCents = (statement: WeeklyStatement): number => statement.jobPayoutCents + statement.tipsCents + statement.tripFeesCents;

/** Noon on the day, so a calendar day never slips across midnight in Dallas when written out. */
const dayAt = (day: string, plusDays = 0): Date => new Date(Date.parse(`${day}T18:00:00Z`) + plusDays * 86_400_000);

export function writeWeeklyStatementText(language: Language, statement: WeeklyStatement, url: string): string {
  const w = writerIn(language);
  return withOptOut(w, w.say('sms.weeklyStatement', { week: w.date(dayAt(statement.weekStart)), jobs: statement.jobs, earned: w.usd(earnedCents(statement)), sent: w.usd(statement.sentCents), url }));
}

/** The statement as a PDF, drawn with the receipts' blocks. */
export function renderWeeklyStatementPdf(statement: WeeklyStatement, language: Language): Promise<Buffer> {
  const w = writerIn(language);
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `${w.say('pdf.title')} ${statement.weekStart}`, Author: BUSINESS_NAME } });
  const done = collect(doc);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(BUSINESS_NAME);
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(14).text(`${w.say('pdf.title')} · ${statement.providerName}`);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(w.say('pdf.week', { from: w.date(dayAt(statement.weekStart)), to: w.date(dayAt(statement.weekStart, 6)) }));

  section(doc, w.say('pdf.earnings'));
  amountRow(doc, w.say('pdf.jobs', { jobs: statement.jobs }), w.usd(statement.jobPayoutCents));
  amountRow(doc, `   ${w.say('pdf.cardBalances')}`, w.usd(statement.cardBalancesCents));
  amountRow(doc, w.say('pdf.tips'), w.usd(statement.tipsCents));
  amountRow(doc, w.say('pdf.tripFees'), w.usd(statement.tripFeesCents));
  rule(doc);
  amountRow(doc, w.say('pdf.earned'), w.usd(earnedCents(statement)), true);

  section(doc, w.say('pdf.payouts'));
  amountRow(doc, w.say('pdf.sent'), w.usd(statement.sentCents), true);
  if (statement.waitingCents > 0) amountRow(doc, w.say('pdf.waiting'), w.usd(statement.waitingCents));
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(w.say('pdf.schedule'), 50);
  doc.end();
  return done;
}
