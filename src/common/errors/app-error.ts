/**
 * The one kind of error services throw. The filter maps `kind` to an HTTP status;
 * `message` is already the sentence a person can act on.
 */
export type AppErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_many_requests'
  | 'unavailable';

export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
    /** A short heading for the message, when the spec gives one (e.g. 'Missing Information'). */
    readonly title?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (code: string, message: string) => new AppError('not_found', code, message);
export const conflict = (code: string, message: string) => new AppError('conflict', code, message);
export const badRequest = (code: string, message: string) => new AppError('bad_request', code, message);

export const invalid = (code: string, title: string, message: string) =>
  new AppError('bad_request', code, message, undefined, title);
