/** Optional parts of the server's error body beyond `{ statusCode, error, message }`. */
export type ApiErrorDetails = {
  /** The server's machine-readable reason: one of ERROR_CODES (@contracts/error-codes). */
  code?: string;
  /** A short heading for the message when the spec gives one, e.g. 'Missing Information'. */
  title?: string;
  /** From the Retry-After header of a 429 or 503. */
  retryAfterSeconds?: number;
  /** For a form: each field's own problem, by the field's name. */
  fields?: Readonly<Record<string, string>>;
};

/** An HTTP failure carrying the server's `{ statusCode, error, message, code?, title? }` body. Status 0 = no response. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code?: string;
  readonly title?: string;
  readonly retryAfterSeconds?: number;
  readonly fields?: Readonly<Record<string, string>>;

  constructor(
    readonly status: number,
    message: string,
    readonly messages: readonly string[] = [message],
    readonly error?: string,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.code = details.code;
    this.title = details.title;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.fields = details.fields;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
