import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { closeServer, listenOnLoopback } from './stand-in';

export interface ReceivedTwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/** A message the stand-in took, as Twilio keeps it. */
export interface StandInMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  status: string;
  statusCallback: string | null;
  dateCreated: Date;
}

/** The account a stand-in takes; any other credentials are refused, as Twilio does. */
export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
}

const MESSAGES = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
const MESSAGE = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\/([^/]+)\.json$/;

/** A loopback stand-in of the Twilio Messages API, good enough for the official SDK. */
export class TwilioStandIn {
  /** Every message created (POST), in order; the sends the app made. */
  readonly received: ReceivedTwilioRequest[] = [];
  /** Every list or fetch of messages (GET), in order: the app asking what Twilio already has. */
  readonly lookups: ReceivedTwilioRequest[] = [];
  /** What Twilio holds, oldest first. */
  readonly messages: StandInMessage[] = [];
  private failures: number[] = [];
  private beforeAnswer: ((message: StandInMessage) => Promise<void>) | null = null;
  private server: Server | null = null;
  url = '';

  constructor(private readonly credentials: TwilioCredentials | null = null) {}

  /** Forgets what it received and holds, any failures still planned and any hook. */
  reset(): void {
    this.received.length = 0;
    this.lookups.length = 0;
    this.messages.length = 0;
    this.failures = [];
    this.beforeAnswer = null;
  }

  /** The next calls (sends and lookups alike) answer these HTTP statuses (one per call) before succeeding again. */
  failNext(...statuses: number[]): void {
    this.failures.push(...statuses);
  }

  /** Runs `hook` after taking each message and before answering the send, as Twilio's own callbacks may. */
  beforeAnsweringSends(hook: (message: StandInMessage) => Promise<void>): void {
    this.beforeAnswer = hook;
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      // A failing hook answers 500 (as Twilio does when it fails), so the caller sees it, not an unhandled rejection.
      this.handle(request, response).catch((error: Error) => {
        if (response.headersSent) response.destroy();
        else answer(response, 500, { code: 20500, message: error.message, status: 500 });
      });
    });
    this.url = await listenOnLoopback(this.server, port);
    return this;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const call: ReceivedTwilioRequest = {
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      form: Object.fromEntries(new URLSearchParams(await readBody(request))),
    };
    (call.method === 'GET' ? this.lookups : this.received).push(call);
    response.setHeader('Content-Type', 'application/json');
    const failure = this.failures.shift();
    if (failure) return answer(response, failure, { code: 20500, message: 'Stand-in failure', status: failure });

    // For a process that cannot read `messages` (the browser tests): the texts to one number, oldest first.
    if (call.method === 'GET' && url.pathname === '/__messages') {
      return answer(response, 200, this.messages.filter((message) => message.to === url.searchParams.get('to')));
    }
    const list = MESSAGES.exec(url.pathname);
    const one = MESSAGE.exec(url.pathname);
    if (!this.authentic((list ?? one)?.[1], request.headers.authorization)) {
      return answer(response, 401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
    }
    if (call.method === 'POST' && list) return this.create(response, list[1], call.form);
    if (call.method === 'GET' && list) return this.list(response, list[1], url.searchParams);
    if (call.method === 'GET' && one) return this.fetch(response, one[2]);
    answer(response, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
  }

  private authentic(accountSid: string | undefined, authorization: string | undefined): boolean {
    if (!this.credentials) return true;
    const { accountSid: expectedSid, authToken } = this.credentials;
    return accountSid === expectedSid && authorization === `Basic ${Buffer.from(`${expectedSid}:${authToken}`).toString('base64')}`;
  }

  async stop(): Promise<void> {
    if (this.server) await closeServer(this.server);
  }

  private async create(response: ServerResponse, accountSid: string, form: Record<string, string>): Promise<void> {
    const message: StandInMessage = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      accountSid,
      to: form.To,
      from: form.From ?? null,
      messagingServiceSid: form.MessagingServiceSid ?? null,
      body: form.Body,
      status: 'queued',
      statusCallback: form.StatusCallback ?? null,
      dateCreated: new Date(),
    };
    this.messages.push(message);
    await this.beforeAnswer?.(message);
    answer(response, 201, toResource(message));
  }

  /** Newest first, filtered by To and From, paged like Twilio (PageSize, Page). */
  private list(response: ServerResponse, accountSid: string, query: URLSearchParams): void {
    const pageSize = Number(query.get('PageSize') ?? 50);
    const page = Number(query.get('Page') ?? 0);
    const matching = this.messages
      .filter((message) => message.accountSid === accountSid)
      .filter((message) => !query.has('To') || message.to === query.get('To'))
      .filter((message) => !query.has('From') || message.from === query.get('From'))
      .reverse();
    const start = page * pageSize;
    const uri = (pageNumber: number) => {
      const next = new URLSearchParams(query);
      next.set('PageSize', String(pageSize));
      next.set('Page', String(pageNumber));
      return `/2010-04-01/Accounts/${accountSid}/Messages.json?${next.toString()}`;
    };
    answer(response, 200, {
      messages: matching.slice(start, start + pageSize).map(toResource),
      page,
      page_size: pageSize,
      start,
      end: Math.min(start + pageSize, matching.length) - 1,
      uri: uri(page),
      first_page_uri: uri(0),
      previous_page_uri: page > 0 ? uri(page - 1) : null,
      next_page_uri: start + pageSize < matching.length ? uri(page + 1) : null,
    });
  }

  private fetch(response: ServerResponse, sid: string): void {
    const message = this.messages.find((candidate) => candidate.sid === sid);
    if (message) answer(response, 200, toResource(message));
    else answer(response, 404, { code: 20404, message: `The requested resource ${sid} was not found`, status: 404 });
  }
}

function toResource(message: StandInMessage): Record<string, unknown> {
  return {
    sid: message.sid,
    account_sid: message.accountSid,
    to: message.to,
    from: message.from,
    messaging_service_sid: message.messagingServiceSid,
    body: message.body,
    status: message.status,
    num_segments: '1',
    direction: 'outbound-api',
    date_created: message.dateCreated.toUTCString(),
    date_updated: message.dateCreated.toUTCString(),
    date_sent: null,
    uri: `/2010-04-01/Accounts/${message.accountSid}/Messages/${message.sid}.json`,
  };
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}
