import type { FastifyReply } from 'fastify';
import type { InvoiceFile } from './invoices.service';

/** Sends an invoice's PDF or CSV as a download nobody caches. */
export function sendInvoiceFile(response: FastifyReply, file: InvoiceFile): void {
  void response
    .status(200)
    .headers({
      'Content-Type': file.contentType,
      'Content-Length': String(file.body.length),
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(file.body);
}
