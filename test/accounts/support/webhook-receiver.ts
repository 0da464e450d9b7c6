import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  /** The bytes as they arrived. */
  body: string;
}

/** How the receiver answers: a status code, or 'hang' to never answer (a timeout). */
export type ReceiverAnswer = number | 'hang';

/** A partner's endpoint on this machine, answering as the test says and keeping what it received. */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  answer: ReceiverAnswer = 204;
  private server: Server | null = null;
  private readonly hanging = new Set<() => void>();

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (this.answer === 'hang') {
          this.hanging.add(() => response.destroy());
          return;
        }
        response.writeHead(this.answer).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/roadside/webhooks`;
  }

  reset(): void {
    this.received.splice(0);
    this.answer = 204;
    this.release();
  }

  async stop(): Promise<void> {
    this.release();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private release(): void {
    for (const close of this.hanging) close();
    this.hanging.clear();
  }
}
