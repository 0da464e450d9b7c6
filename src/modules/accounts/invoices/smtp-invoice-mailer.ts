import { createTransport, type Transporter } from 'nodemailer';
import type { InvoiceEmail, InvoiceMailer } from './invoice-mailer';

/** How long an SMTP server may take to answer before the send fails and waits for the next tick. */
const SMTP_TIMEOUT_MS = 30_000;

/** Invoices sent through an SMTP server (SMTP_URL). */
export class SmtpInvoiceMailer implements InvoiceMailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport({ url: smtpUrl, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS });
  }

  async send(email: InvoiceEmail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: email.to, subject: email.subject, text: email.text, attachments: [email.attachment] });
  }
}
