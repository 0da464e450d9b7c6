import { toast } from '@/lib/toast';
import { isApiError, type ApiError } from '@/lib/api-client';
import type { ToastText } from './pricing-messages';

/** Statuses whose message says what went wrong in words the user can act on. */
const EXPLAINED_STATUSES = new Set([400, 409, 429]);

/**
 * What the toast of a failed pricing answer says: a refusal the server explains (invalid amount, wrong
 * state, already used, throttled) as it says, a 401 nothing (the session check handles it), anything
 * else the spec's generic failure.
 */
export type PricingFailure = { kind: 'explained'; error: ApiError } | { kind: 'unauthorized' } | { kind: 'generic' };

export function pricingFailure(error: unknown): PricingFailure {
  if (isApiError(error, 401)) return { kind: 'unauthorized' };
  if (isApiError(error) && EXPLAINED_STATUSES.has(error.status)) return { kind: 'explained', error };
  return { kind: 'generic' };
}

/** The admin's toast for a failed pricing answer (the admin screens stay English). */
export function showPricingError(error: unknown, fallback: ToastText): void {
  const failure = pricingFailure(error);
  if (failure.kind === 'unauthorized') return;
  if (failure.kind === 'explained') {
    toast.error(failure.error.title ?? 'Error', { description: failure.error.message });
    return;
  }
  toast.error(fallback.title, { description: fallback.description });
}
