import { isApiError } from '@/lib/api-client';

/** Waits before the 1st, 2nd and 3rd retry: a phone at the roadside drops its signal for seconds at a time. */
export const UPLOAD_RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

/**
 * How long to wait before trying an upload again after `failedAttempts` tries, or null to give up:
 * only a lost connection or a server fault is worth another try. A refusal (not a photo, too large,
 * not at the car) would be refused again.
 */
export function uploadRetryDelay(error: unknown, failedAttempts: number): number | null {
  const transient = isApiError(error) && (error.status === 0 || error.status >= 500);
  if (!transient) return null;
  return UPLOAD_RETRY_DELAYS_MS[failedAttempts - 1] ?? null;
}
