import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api-client';
import type { ToastText } from './pricing-messages';

/** Statuses whose message says what went wrong in words the user can act on. */
const EXPLAINED_STATUSES = new Set([400, 409, 429]);

/**
 * A refusal the server explains (invalid amount, wrong state, already used, throttled) is shown
 * as it says; anything else gets the spec's generic failure. A 401 is left to the session check.
 */
export function showPricingError(error: unknown, fallback: ToastText): void {
  if (isApiError(error, 401)) return;
  if (isApiError(error) && EXPLAINED_STATUSES.has(error.status)) {
    toast.error(error.title ?? 'Error', { description: error.message });
    return;
  }
  toast.error(fallback.title, { description: fallback.description });
}
