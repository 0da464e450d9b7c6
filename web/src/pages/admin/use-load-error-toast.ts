import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api-client';
import { isFactorRequired } from '@/features/admin-auth';

/**
 * One 'Error' toast per failed load. A 401 is left to the session check, and a 403 factor_required to
 * the factor gate: both redirect, so a toast would only flash.
 */
export function useLoadErrorToast(query: { error: unknown; errorUpdatedAt: number }, description: string) {
  const { error, errorUpdatedAt } = query;

  useEffect(() => {
    if (!error || isApiError(error, 401) || isFactorRequired(error)) return;
    toast.error('Error', { id: `load-error:${description}`, description });
  }, [error, errorUpdatedAt, description]);
}
