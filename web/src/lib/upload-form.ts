import { ApiError, toApiError, UNREACHABLE_MESSAGE } from './api-client';

type UploadOptions = {
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
};

/**
 * POSTs a multipart form and resolves with the JSON answer; refusals reject with an ApiError, as the
 * api client's do (status 0 when the server could not be reached). XMLHttpRequest rather than fetch,
 * because fetch cannot report how much of a request body has gone out.
 */
export function postFormWithProgress<T>(path: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      settle();
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve((request.responseText ? JSON.parse(request.responseText) : undefined) as T);
        } catch {
          reject(new ApiError(request.status, 'The server sent an answer that could not be read.'));
        }
        return;
      }
      // No answer at all, or one that is neither a success nor a refusal (a redirect the request could not follow).
      if (request.status === 0) return reject(new ApiError(0, UNREACHABLE_MESSAGE));
      if (request.status < 400 || request.status > 599) return reject(new ApiError(request.status, `Unexpected answer ${request.status}`));
      const headers = new Headers({ 'Content-Type': 'application/json' });
      const retryAfter = request.getResponseHeader('Retry-After');
      if (retryAfter) headers.set('Retry-After', retryAfter);
      void toApiError(new Response(request.responseText, { status: request.status, statusText: request.statusText, headers })).then(reject);
    });
    request.addEventListener('error', () => {
      settle();
      reject(new ApiError(0, UNREACHABLE_MESSAGE));
    });
    request.addEventListener('timeout', () => {
      settle();
      reject(new ApiError(0, UNREACHABLE_MESSAGE));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });
    request.send(form);
  });
}
