import PDFDocument from 'pdfkit';
import { BUSINESS_NAME } from '../../../domain/receipt';
import type { AccountInvoice } from '../entities/account-invoice.entity';
import type { BusinessAccount } from '../entities/business-account.entity';
import { amountRow, collect, INK, MUTED, row, rule, section } from '../../payments';
import { invoiceWriter as w, monthWords, percentWords } from './invoice-words';

/** The invoice as a PDF, drawn with the receipts' blocks: who it is for, each charge, the discount and the total. */
export function renderInvoicePdf(invoice: AccountInvoice, account: Pick<BusinessAccount, 'name' | 'billingName' | 'termsDays'>): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `${w.say('invoice.pdf.title')} ${invoice.number}`, Author: BUSINESS_NAME } });
  const done = collect(doc);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(BUSINESS_NAME);
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(14).text(`${w.say('invoice.pdf.title')} ${invoice.number} · ${account.name}`);
  doc.moveDown(0.5);
  row(doc, w.say('invoice.pdf.billedTo'), `${account.billingName}, ${account.name}`);
  row(doc, w.say('invoice.pdf.month'), monthWords(invoice.month));
  row(doc, w.say('invoice.pdf.issued'), w.date(invoice.issuedAt));
  row(doc, w.say('invoice.pdf.due'), w.date(invoice.dueAt));
  row(doc, w.say('invoice.pdf.status'), invoice.status === 'paid' && invoice.paidAt ? w.say('invoice.pdf.paid', { date: w.date(invoice.paidAt) }) : w.say('invoice.pdf.open'));

  section(doc, w.say('invoice.pdf.charges'));
  for (const line of invoice.lines) {
    const reference = line.partnerReference ? ` · ${w.say('invoice.pdf.reference', { reference: line.partnerReference })}` : '';
    amountRow(doc, `${w.date(new Date(line.at))} · ${line.description}${reference}`, w.usd(line.cents));
  }
  rule(doc);
  amountRow(doc, w.say('invoice.pdf.subtotal'), w.usd(invoice.subtotalCents));
  if (invoice.discountCents > 0) amountRow(doc, w.say('invoice.pdf.discount', { percent: percentWords(invoice.discountBps) }), `-${w.usd(invoice.discountCents)}`);
  amountRow(doc, w.say('invoice.pdf.total'), w.usd(invoice.totalCents), true);
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(w.say('invoice.pdf.terms', { days: account.termsDays }), 50);
  doc.end();
  return done;
}
