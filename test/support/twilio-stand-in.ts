import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface ReceivedTwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/** A loopback stand-in of the Twilio Messages API, good enough for the official SDK. */
export class TwilioStandIn {
  readonly received: ReceivedTwilioRequest[] = [];
  private failures: number[] = [];
  private server: Server | null = null;
  url = '';

  /** The next calls answer these HTTP statuses (one per call) before succeeding again. */
  failNext(...statuses: number[]): void {
    this.failures.push(...statuses);
  }

  async start(): Promise<this> {
    this.server = createServer(async (request, response) => {
      const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
      this.received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        form,
      });
      const failure = this.failures.shift();
      response.setHeader('Content-Type', 'application/json');
      if (failure) {
        response.statusCode = failure;
        response.end(JSON.stringify({ code: 20500, message: 'Stand-in failure', status: failure }));
        return;
      }
      const accountSid = /Accounts\/([^/]+)\//.exec(request.url ?? '')?.[1] ?? '';
      response.statusCode = 201;
      response.end(
        JSON.stringify({
          sid: `SM${randomBytes(16).toString('hex')}`,
          account_sid: accountSid,
          to: form.To,
          from: form.From ?? null,
          messaging_service_sid: form.MessagingServiceSid ?? null,
          body: form.Body,
          status: 'queued',
          num_segments: '1',
          direction: 'outbound-api',
          date_created: new Date().toUTCString(),
          uri: `/2010-04-01/Accounts/${accountSid}/Messages/x.json`,
        }),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}
