import { randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';

/** One request to the stand-in, as its handlers read it. */
export interface StandInCall {
  /** The form body of a POST or the query string of a GET: Stripe's `a[b][c]=v` params either way. */
  params: URLSearchParams;
  idempotencyKey: string | null;
  /** The raw body and its type, for the multipart file upload. */
  body: Buffer;
  contentType: string;
  response: ServerResponse;
}

/** A method, a path whose first group (if any) is the object's id, and its handler. */
export type StandInRoute = readonly [method: 'GET' | 'POST', path: RegExp, handle: (call: StandInCall, id: string) => void];

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

export function newId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomHex(bytes)}`;
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Every `prefix[key]` param as `{ key: value }`; a deeper `prefix[a][b]` as `{ 'a.b': value }`. */
export function paramsUnder(params: URLSearchParams, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key.startsWith(`${prefix}[`) && key.endsWith(']')) found[key.slice(prefix.length + 1, -1).split('][').join('.')] = value;
  }
  return found;
}

export function numberParam(params: URLSearchParams, name: string): number | null {
  const value = params.get(name);
  return value === null || value === '' ? null : Number(value);
}

export function flagParam(params: URLSearchParams, name: string): boolean {
  return params.get(name) === 'true';
}

/** Whether a GET asked for this field expanded (`expand[0]=latest_charge`). */
export function expands(params: URLSearchParams, field: string): boolean {
  return [...params].some(([key, value]) => /^expand\[\d*\]$/.test(key) && value === field);
}

export function isPositiveAmount(amount: number | null): amount is number {
  return amount !== null && Number.isInteger(amount) && amount > 0;
}

export function list<T>(data: T[], url: string): { object: 'list'; data: T[]; has_more: false; url: string } {
  return { object: 'list', data, has_more: false, url };
}

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export function answer(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.end(JSON.stringify(body));
}

export function notFound(response: ServerResponse): void {
  answer(response, 404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
}

/** A 400 as Stripe words it for a bad request: `{ error: { type: 'invalid_request_error', message, … } }`. */
export function refuse(response: ServerResponse, message: string, details: { code?: string; param?: string } = {}): void {
  answer(response, 400, { error: { type: 'invalid_request_error', message, ...details } });
}

/** A 400 for a param naming an object the stand-in does not hold. */
export function noSuch(response: ServerResponse, what: string, id: string, param: string): void {
  refuse(response, `No such ${what}: '${id}'`, { code: 'resource_missing', param });
}

export interface MultipartPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

/** The parts of a multipart/form-data body; each is `--boundary CRLF headers CRLF CRLF data CRLF`. */
export function multipartParts(body: Buffer, contentType: string): MultipartPart[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/.exec(contentType);
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: MultipartPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const after = start + delimiter.length;
    const next = body.indexOf(delimiter, after);
    if (next === -1 || body.subarray(after, after + 2).toString() === '--') break;
    const part = body.subarray(after + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, split).toString('utf8');
    const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? '';
    parts.push({
      name: /\bname="([^"]*)"/.exec(disposition)?.[1] ?? '',
      filename: /\bfilename="([^"]*)"/.exec(disposition)?.[1] ?? null,
      contentType: /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1] ?? null,
      data: part.subarray(split + 4),
    });
    start = next;
  }
  return parts;
}

/** A record as the API answers it: without the stand-in's own bookkeeping. */
export function withoutKey<T extends { idempotencyKey: string | null }>(record: T): Omit<T, 'idempotencyKey'> {
  const { idempotencyKey: _key, ...rest } = record;
  return rest;
}
