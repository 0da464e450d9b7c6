import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api-client';

/** One 'Error' toast per failed load; a 401 is left to the session check, which redirects. */
export function useLoadErrorToast(query: { error: unknown; errorUpdatedAt: number }, description: string) {
  const { error, errorUpdatedAt } = query;

  useEffect(() => {
    if (!error || isApiError(error, 401)) return;
    toast.error('Error', { id: `load-error:${description}`, description });
  }, [error, errorUpdatedAt, description]);
}
