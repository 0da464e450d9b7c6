import { ApiError } from './api-error';

export { ApiError, isApiError } from './api-error';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
};

type ServerErrorBody = {
  statusCode?: number;
  error?: string;
  message?: string | string[];
  code?: string;
  title?: string;
  fields?: unknown;
};

const GENERIC_MESSAGE = 'An unexpected error occurred';
export const UNREACHABLE_MESSAGE = 'Unable to reach the server. Check your connection and try again.';

export async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, UNREACHABLE_MESSAGE);
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;

  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T = void>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/** The server's refusal as an ApiError, read from its JSON body and its Retry-After header. */
export async function toApiError(response: Response): Promise<ApiError> {
  return apiErrorOf(response.status, await readErrorBody(response), {
    statusText: response.statusText,
    retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
  });
}

/** The same from an answer already read: the server hands a page it rendered the refusal it rendered. */
export function apiErrorOf(status: number, body: unknown, extra: { statusText?: string; retryAfterSeconds?: number } = {}): ApiError {
  const read = body && typeof body === 'object' ? (body as ServerErrorBody) : undefined;
  const messages = normaliseMessages(read?.message);
  const message = messages.length > 0 ? messages.join('. ') : extra.statusText || GENERIC_MESSAGE;
  return new ApiError(status, message, messages.length > 0 ? messages : [message], read?.error, {
    code: optionalString(read?.code),
    title: optionalString(read?.title),
    retryAfterSeconds: extra.retryAfterSeconds,
    fields: fieldsOf(read?.fields),
  });
}

/** Only a flat map of field names to words is kept; anything else is not a form's answer. */
function fieldsOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

const optionalString = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Retry-After is either delay-seconds or an HTTP date. */
function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function normaliseMessages(message: ServerErrorBody['message']): string[] {
  if (typeof message === 'string') return message ? [message] : [];
  if (Array.isArray(message)) return message.filter((item): item is string => typeof item === 'string' && item !== '');
  return [];
}
