/**
 * The one kind of error services throw. The filter maps `kind` to an HTTP status;
 * `message` is already the sentence a person can act on.
 */
import type { ErrorCode } from '../../contracts/error-codes';

export type AppErrorKind =
  | 'bad_request'
  | 'unprocessable'
  | 'unauthorized'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'unavailable';

export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    readonly code: ErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
    /** A short heading for the message, when the spec gives one (e.g. 'Missing Information'). */
    readonly title?: string,
    /** For a form: each field's own problem, so the page can put each beside its field. */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const CONCURRENT_CHANGE_MESSAGE = 'Someone else just changed this request. Please reload it and try again.';

export const notFound = (code: ErrorCode, message: string) => new AppError('not_found', code, message);
export const conflict = (code: ErrorCode, message: string) => new AppError('conflict', code, message);
export const badRequest = (code: ErrorCode, message: string) => new AppError('bad_request', code, message);

export const invalid = (code: ErrorCode, title: string, message: string) =>
  new AppError('bad_request', code, message, undefined, title);
