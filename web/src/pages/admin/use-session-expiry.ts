import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminSessionQueryKey } from '@/features/admin-auth';
import { isApiError } from '@/lib/api-client';

const isAdminKey = (key: readonly unknown[] | undefined) => key?.[0] === adminSessionQueryKey[0];

/**
 * Any admin query or mutation answered with 401 means the session ended (expired, revoked, signed out
 * elsewhere): re-check it, and the guard sends the admin to the sign-in page when it is gone.
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: adminSessionQueryKey, exact: true });

    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const key = event.query.queryKey;
      if (isAdminKey(key) && key[1] !== adminSessionQueryKey[1] && isApiError(event.action.error, 401)) recheck();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (isAdminKey(event.mutation.options.mutationKey) && isApiError(event.action.error, 401)) recheck();
    });

    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
