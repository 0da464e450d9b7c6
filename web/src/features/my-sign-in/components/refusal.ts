import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** The server's own words for a refusal (the last factor a role needs, say); a 401 is the session check's to handle. */
export function showRefusal(title: string, error: unknown) {
  if (isApiError(error, 401)) return;
  toast.error(title, { description: isApiError(error) && error.isClientError ? error.message : 'Please try again.' });
}
