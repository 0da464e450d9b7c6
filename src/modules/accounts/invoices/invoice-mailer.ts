/** An email with the invoice's PDF attached. */
export interface InvoiceEmail {
  to: string;
  subject: string;
  text: string;
  attachment: { filename: string; content: Buffer; contentType: string };
}

/** Sends the invoices' emails; throws when the server did not take one, so it is tried again. */
export interface InvoiceMailer {
  send(email: InvoiceEmail): Promise<void>;
}

/** The install's mailer, or null when it sends no email (no SMTP_URL). */
export const INVOICE_MAILER = Symbol('INVOICE_MAILER');
