import { ERROR_CODES } from '../../contracts/error-codes';
import { AppError } from './app-error';

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';
/** What Retry-After tells a client while Redis or PostgreSQL cannot be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);

/** PostgreSQL SQLSTATEs of a server that is going away or not taking connections. */
const POSTGRES_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);

const UNAVAILABLE_MESSAGES = [
  // ioredis: no connection, and commands are not queued while there is none.
  "Stream isn't writeable",
  'Connection is closed.',
  'Command timed out',
  'Reached the max retries per request limit',
  // pg and knex.
  'Connection terminated',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Unable to acquire a connection',
  'Timeout acquiring a connection',
];

/** Whether the error says Redis or PostgreSQL cannot be reached right now (a retry may succeed). */
export function isDependencyUnreachable(error: unknown): boolean {
  // Not `instanceof Error`: errors of Node's own sockets may come from another realm (tests' sandboxes).
  for (let current = error, depth = 0; isErrorLike(current) && depth < 5; current = current.cause, depth++) {
    const { code, name, message } = current;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE_CODES.has(code))) return true;
    if (name === 'ConnectionException' || name === 'MaxRetriesPerRequestError' || name === 'KnexTimeoutError') return true;
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    // Redis still loading its dataset after a restart, or a replica without its primary.
    if (/^(LOADING|MASTERDOWN) /.test(message)) return true;
  }
  return false;
}

function isErrorLike(value: unknown): value is { code?: unknown; name: string; message: string; cause?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';
}

/** The 503 a request answers when a dependency is unreachable, or null for any other error. */
export function unavailableError(error: unknown): AppError | null {
  if (error instanceof AppError || !isDependencyUnreachable(error)) return null;
  return new AppError('unavailable', ERROR_CODES.serviceUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS);
}

/** A dependency that cannot be reached at start: one line naming the variable and what was tried. */
export class UnreachableDependencyError extends Error {
  constructor(variable: string, service: string, target: string, reason: unknown) {
    super(`Cannot connect to ${service} at ${target} (${variable}): ${reasonText(reason)}`);
    this.name = 'UnreachableDependencyError';
  }
}

function reasonText(reason: unknown): string {
  if (!isErrorLike(reason)) return String(reason);
  const aggregate = reason as Error & { errors?: unknown[]; code?: string };
  // Node's happy-eyeballs connect reports an AggregateError with an empty message.
  if (!aggregate.message && aggregate.errors?.length) return reasonText(aggregate.errors[0]);
  return aggregate.message || aggregate.code || aggregate.name;
}

/** `host:port` of a service URL, never its credentials. */
export function targetOf(url: string, defaultPort: number): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || defaultPort}`;
  } catch {
    return '(unparseable URL)';
  }
}
