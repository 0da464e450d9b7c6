import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * A decision that did not go through, in words: a refusal carries the server's reason (already decided,
 * documents lapsed); anything else gets `fallback`. A lapsed session is handled by the sign-in redirect.
 */
export function toastRefusal(error: unknown, title: string, fallback: string) {
  if (isApiError(error, 401)) return;
  const refused = isApiError(error) && error.isClientError;
  toast.error(refused ? (error.title ?? title) : title, { description: refused ? error.message : fallback });
}
