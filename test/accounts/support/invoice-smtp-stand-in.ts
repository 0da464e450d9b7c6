import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { StandIn } from '../../support/stand-in';

export interface ReceivedEmail {
  from: string;
  to: string[];
  raw: string;
}

/** A loopback SMTP server that keeps what it is sent, or refuses it while `refusing` is set. */
export class SmtpStandIn implements StandIn {
  readonly received: ReceivedEmail[] = [];
  refusing = false;
  url = '';

  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (this.refusing) return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        this.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  reset(): void {
    this.received.splice(0);
    this.refusing = false;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
