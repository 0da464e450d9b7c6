/**
 * Capabilities (tracking codes, job codes, payment tokens, session ids, webhook signatures) open a
 * request to whoever holds them, so no log line may carry one: not in a URL, a header, a message,
 * an error or its stack. Nor may a request line carry the phone number an inbox thread is addressed by.
 */
export const REDACTED = '[redacted]';

/** Names whose values are capabilities wherever they appear: query keys, object keys, `name=value` text. */
const CAPABILITY_NAMES = [
  'trackingId',
  'customerTrackingId',
  'customer_tracking_id',
  'tracking_id',
  'jobId',
  'providerJobId',
  'provider_job_id',
  'job_id',
  'sessionId',
  'session_id',
  'paymentLinkId',
  'payment_link_id',
  'token',
  'password',
  'signature',
  'x-twilio-signature',
  'stripe-signature',
];
/** Fields of database errors that list a query's values, a code among them. */
const QUERY_VALUE_NAMES = ['parameters', 'bindings', 'params'];
const REDACTED_NAME_SET = new Set([...CAPABILITY_NAMES, ...QUERY_VALUE_NAMES].map((name) => name.toLowerCase()));

/** Headers carrying a session or a signature, dropped whole. */
const SECRET_HEADERS = new Set(['cookie', 'set-cookie', 'authorization', 'proxy-authorization', 'x-twilio-signature', 'stripe-signature']);

const names = CAPABILITY_NAMES.map((name) => name.replace(/[-_]/g, '[-_]?')).join('|');
const alreadyRedacted = REDACTED.replace(/[[\]]/g, '\\$&');

const TEXT_RULES: Array<[RegExp, string]> = [
  // Links and routes whose next segment is a code: /track/<code>, /provider/<code>, /jobs/<code>, /payment/<id>,
  // offer and provider pages (/offer/<code>, /p/<code>), signed file links (/files/<token>), staff
  // invitations (/admin/invite/<code>, /staff-invitations/<code>), and the inbox's threads, whose segment
  // is a phone number (/conversations/<number>).
  [/(\/(?:track|provider|jobs?|payment|pay|checkout|offers?|p|provider-pages|files|receipts?|invite|staff-invitations|conversations)\/)[^/?#\s"'`<>]+/gi, `$1${REDACTED}`],
  // name=value, "name":"value", name: 'value'; a value already redacted is left as it is.
  [new RegExp(`((?:${names})["']?\\s*[:=]\\s*["']?)(?!${alreadyRedacted})[^"'\`&\\s,;)}\\]]+`, 'gi'), `$1${REDACTED}`],
  // A database's "Key (customer_tracking_id)=(…)".
  [new RegExp(`(\\((?:${names})\\)=\\()[^)]*`, 'gi'), `$1${REDACTED}`],
  // Stripe checkout sessions and keys.
  [/\b(?:cs_(?:test|live)|sk_(?:test|live)|rk_(?:test|live)|whsec)_[A-Za-z0-9]+/g, REDACTED],
  // The session cookie, its signed value and its Redis key.
  [/\broadside\.sid=[^;\s"']+/gi, `roadside.sid=${REDACTED}`],
  [/\bs(?::|%3A)[\w-]{20,}(?:\.[\w%+/=-]+)?/gi, REDACTED],
  [/\bsess:[\w-]+/g, `sess:${REDACTED}`],
];

const SQL = /\b(?:insert\s+into|update\s+\S+\s+set|select\s[^;]{0,2000}?\sfrom|delete\s+from)\b/i;
const SQL_LITERAL = /'(?:[^']|'')*'/g;

/** The text with every capability it holds replaced; SQL literals go whole (they hold codes and contacts). */
export function redactText(text: string): string {
  let redacted = text;
  for (const [pattern, replacement] of TEXT_RULES) redacted = redacted.replace(pattern, replacement);
  if (SQL.test(redacted)) redacted = redacted.replace(SQL_LITERAL, `'${REDACTED}'`);
  return redacted;
}

/** Whether a field of that name is redacted whole wherever it appears. */
export function isRedactedName(name: string): boolean {
  return REDACTED_NAME_SET.has(name.toLowerCase());
}

const MAX_DEPTH = 6;

/**
 * A copy of a log argument with capabilities redacted: strings, plain objects and arrays are walked;
 * anything else (an Error, a request or response) is left to the serializers.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isRedactedName(key) && item !== undefined && item !== null ? REDACTED : redactValue(item, depth + 1);
  }
  return copy;
}

export function redactHeaders(headers: unknown): unknown {
  if (!headers || typeof headers !== 'object') return headers;
  const copy: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    copy[name] = SECRET_HEADERS.has(name.toLowerCase()) ? REDACTED : redactValue(value, 1);
  }
  return copy;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** What pino's request serializer produced; `raw` is the request itself. */
export interface SerializedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  query?: unknown;
  headers?: unknown;
  remoteAddress?: string;
  remotePort?: number;
}

/**
 * The request headers a log line keeps: what tells who asked and what they sent. Any other header
 * (a cookie, a signature, a proxy's or a vendor's own) stays out of the logs, so a secret in a header
 * nobody foresaw is never written; and every request's line is built without walking the rest.
 */
const LOGGED_REQUEST_HEADERS = ['host', 'user-agent', 'referer', 'origin', 'content-type', 'content-length', 'x-forwarded-for', 'x-request-id'];

function loggedRequestHeaders(headers: unknown): Record<string, unknown> | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  const logged: Record<string, unknown> = {};
  for (const name of LOGGED_REQUEST_HEADERS) {
    const value = (headers as Record<string, unknown>)[name];
    if (value !== undefined) logged[name] = redactValue(value, 1);
  }
  return logged;
}

/**
 * The request as logged. Route params are left out: they repeat the path (a code included) and
 * the url already shows it, redacted.
 */
export function redactRequest(req: SerializedRequest): Record<string, unknown> {
  return {
    id: req.id,
    method: req.method,
    url: redactText(req.url ?? ''),
    query: redactValue(req.query),
    headers: loggedRequestHeaders(req.headers),
    remoteAddress: req.remoteAddress,
    remotePort: req.remotePort,
  };
}

export interface SerializedResponse {
  statusCode?: number;
  headers?: unknown;
}

export function redactResponse(res: SerializedResponse): Record<string, unknown> {
  return { statusCode: res.statusCode, headers: redactHeaders(res.headers) };
}

/** An error as pino serialized it (type, message, stack and its own fields), redacted. */
export function redactError(err: unknown): unknown {
  if (err === null || typeof err !== 'object') return typeof err === 'string' ? redactText(err) : err;
  return redactValue({ ...err });
}
