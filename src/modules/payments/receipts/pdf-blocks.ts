/** The blocks the product's PDF documents are drawn with (receipts, statements), so they look alike. */

export const MARGIN = 50;
export const INK = '#0f172a';
export const MUTED = '#475569';
export const RULE = '#cbd5e1';

export const contentWidth = (doc: PDFKit.PDFDocument): number => doc.page.width - 2 * MARGIN;

export function section(doc: PDFKit.PDFDocument, title: string): void {
  doc.moveDown(1);
  doc.x = MARGIN;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(title);
  rule(doc);
}

export function rule(doc: PDFKit.PDFDocument): void {
  const y = doc.y + 3;
  doc.moveTo(MARGIN, y).lineTo(doc.page.width - MARGIN, y).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.y = y + 5;
}

/** A label in the left column and its value beside it, each wrapping in its own column. */
export function row(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const top = doc.y;
  const labelWidth = 130;
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, MARGIN, top, { width: labelWidth - 10 });
  const afterLabel = doc.y;
  doc.fillColor(INK).text(value, MARGIN + labelWidth, top, { width: contentWidth(doc) - labelWidth });
  doc.y = Math.max(afterLabel, doc.y) + 3;
}

/** A charge: what it is on the left, its amount right-aligned. */
export function amountRow(doc: PDFKit.PDFDocument, label: string, amount: string, strong = false): void {
  const top = doc.y;
  const amountWidth = 110;
  doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).fillColor(INK);
  doc.text(label, MARGIN, top, { width: contentWidth(doc) - amountWidth - 10 });
  const afterLabel = doc.y;
  doc.text(amount, doc.page.width - MARGIN - amountWidth, top, { width: amountWidth, align: 'right' });
  doc.y = Math.max(afterLabel, doc.y) + 3;
}

export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
