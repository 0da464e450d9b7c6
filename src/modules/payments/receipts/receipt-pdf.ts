import PDFDocument from 'pdfkit';
import { formatNational } from '../../../common/phone/phone-number';
import type { ReceiptView } from '../../../contracts/receipt-views';
import { EXTRA_KIND_LABEL_IDS, PHOTO_LABEL_IDS, PHOTO_MESSAGE_IDS, RECEIPT_MESSAGE_IDS as WORDS } from '../../../contracts/shared-messages';
import { providerTrustName } from '../../../domain/provider-details';
import { cardBrandName } from '../../../domain/receipt';
import type { Language } from '../../../domain/language';
import type { LanguageWriter } from '../../notifications';
import { amountRow, collect, contentWidth, INK, MARGIN, MUTED, row, RULE, rule, section } from './pdf-blocks';
import { writerIn } from './receipt-texts';

const THUMB = { width: 118, height: 88, gap: 12 };

/** The balance as it was paid: at the car, or by card through us with the card and any tip. */
function balanceRows(doc: PDFKit.PDFDocument, receipt: ReceiptView, w: LanguageWriter<never>): void {
  const balance = receipt.cardBalance;
  const cents = w.usd(receipt.totals.balancePaidOnSiteCents);
  if (!balance) return amountRow(doc, w.say(WORDS.balancePaid), cents, true);
  if (balance.status === 'due') return amountRow(doc, w.say(WORDS.balanceDueByCard), cents, true);
  const card = balance.card ? ` (${w.say(WORDS.card, { brand: cardBrandName(balance.card.brand), last4: balance.card.last4 })})` : '';
  amountRow(doc, `${w.say(WORDS.balancePaidByCard)}${card}`, cents, balance.tipCents === 0);
  if (balance.tipCents === 0) return;
  amountRow(doc, w.say(WORDS.tip), w.usd(balance.tipCents));
  amountRow(doc, w.say(WORDS.totalPaid), w.usd(receipt.totals.totalCents + balance.tipCents), true);
}

/** What a receipt's PDF shows of each photo: its bytes, or null when the file could not be read. */
export type ReceiptPdfPhoto = Buffer | null;

/**
 * The receipt as a one-document PDF, drawn on the server with pdfkit in the reader's language: the
 * same lines as the page, from the same view, with the job's photos as thumbnails.
 */
export function renderReceiptPdf(receipt: ReceiptView, language: Language, photos: readonly ReceiptPdfPhoto[]): Promise<Buffer> {
  const w = writerIn(language);
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: `${w.say(WORDS.title)} ${receipt.number}`, Author: receipt.business.name } });
  const done = collect(doc);
  const phone = formatNational(receipt.business.phone);

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(receipt.business.name);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(phone);
  doc.moveDown(0.8);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(14).text(w.say(WORDS.title));
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(`${w.say(WORDS.number, { number: receipt.number })} · ${w.say(WORDS.issued, { date: w.dateTime(new Date(receipt.issuedAt)) })}`);

  section(doc, w.say(WORDS.job));
  row(doc, w.say(WORDS.service), w.service(receipt.serviceType));
  row(doc, w.say(WORDS.vehicle), receipt.vehicle ?? w.say(WORDS.notGiven));
  row(doc, w.say(WORDS.provider), receipt.providerName === null ? w.say(WORDS.notGiven) : providerTrustName({ name: receipt.providerName, contactName: receipt.providerPerson }, language));
  row(doc, w.say(WORDS.licence), receipt.providerLicence ?? w.say(WORDS.notOnFile));
  row(doc, w.say(WORDS.insurer), receipt.providerInsurer ?? w.say(WORDS.notOnFile));
  const arrived = receipt.arrivedAt ? `\n${w.say(WORDS.arrivedAt, { time: w.dateTime(new Date(receipt.arrivedAt)) })}` : '';
  row(doc, w.say(WORDS.pickup), `${receipt.pickupAddress ?? w.say(WORDS.sharedLocation)}${arrived}`);
  // A tow is done where the vehicle is left: its completion is the drop-off time.
  const droppedOff = `\n${w.say(WORDS.droppedOffAt, { time: w.dateTime(new Date(receipt.completedAt)) })}`;
  if (receipt.dropOff) row(doc, w.say(WORDS.dropOff), `${receipt.dropOff.address ?? w.say(WORDS.sharedLocation)}${droppedOff}`);
  row(doc, w.say(WORDS.completed), w.dateTime(new Date(receipt.completedAt)));
  row(doc, w.say(WORDS.arrivalVerified), verification(receipt, w));

  section(doc, w.say(WORDS.charges));
  amountRow(doc, w.say(WORDS.acceptedPrice), w.usd(receipt.totals.priceCents));
  for (const extra of receipt.extras) {
    // An 'other' charge is named by its own words, as on the page.
    const item = extra.kind === 'other' && extra.description ? extra.description : w.say(EXTRA_KIND_LABEL_IDS[extra.kind]);
    const approved = extra.approvedAt ? ` (${w.say(WORDS.approvedAt, { time: w.time(new Date(extra.approvedAt)) })})` : '';
    amountRow(doc, `${item}${approved}`, w.usd(extra.amountCents));
  }
  rule(doc);
  amountRow(doc, w.say(WORDS.total), w.usd(receipt.totals.totalCents), true);
  const card = receipt.card ? ` (${w.say(WORDS.card, { brand: cardBrandName(receipt.card.brand), last4: receipt.card.last4 })})` : '';
  if (receipt.billedTo) {
    amountRow(doc, w.say(WORDS.billedTo, { account: receipt.billedTo }), w.usd(receipt.totals.totalCents), true);
  } else {
    amountRow(doc, `${w.say(WORDS.depositPaid)}${card}`, `-${w.usd(receipt.totals.depositCents)}`);
    balanceRows(doc, receipt, w);
  }

  if (receipt.photos.length > 0) {
    section(doc, w.say(WORDS.photos));
    thumbnails(doc, receipt, photos, w);
  }

  doc.moveDown(1.5);
  doc.x = MARGIN;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(w.say(WORDS.questions, { phone, number: receipt.number }));
  doc.text(w.say(WORDS.keptUntil, { date: w.dateTime(new Date(receipt.expiresAt)) }));
  doc.end();
  return done;
}

function verification(receipt: ReceiptView, w: LanguageWriter): string {
  if (!receipt.arrivalVerifiedAt) return w.say(WORDS.notVerified);
  const time = w.dateTime(new Date(receipt.arrivalVerifiedAt));
  return w.say(receipt.arrivalVerifiedBy === 'dispatcher' ? WORDS.verifiedByDispatcher : WORDS.verifiedByCode, { time });
}

function thumbnails(doc: PDFKit.PDFDocument, receipt: ReceiptView, photos: readonly ReceiptPdfPhoto[], w: LanguageWriter): void {
  const perRow = Math.max(1, Math.floor((contentWidth(doc) + THUMB.gap) / (THUMB.width + THUMB.gap)));
  const captionHeight = 26;
  receipt.photos.forEach((photo, index) => {
    const column = index % perRow;
    if (column === 0) {
      if (index > 0) doc.y += THUMB.height + captionHeight;
      if (doc.y + THUMB.height + captionHeight > doc.page.height - MARGIN) doc.addPage();
    }
    const x = MARGIN + column * (THUMB.width + THUMB.gap);
    const top = doc.y;
    const body = photos[index];
    if (body) doc.image(body, x, top, { fit: [THUMB.width, THUMB.height], align: 'center', valign: 'center' });
    else doc.rect(x, top, THUMB.width, THUMB.height).lineWidth(0.5).strokeColor(RULE).stroke();
    const caption = w.say(PHOTO_MESSAGE_IDS.caption, { label: w.say(PHOTO_LABEL_IDS[photo.stage]), time: w.time(new Date(photo.takenAt)) });
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(caption, x, top + THUMB.height + 4, { width: THUMB.width });
    doc.y = top;
  });
  doc.y += THUMB.height + captionHeight;
}
