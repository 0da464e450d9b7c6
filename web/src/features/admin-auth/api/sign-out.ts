import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';
import { adminSessionQueryKey, type AdminSession } from './admin-session-key';

/** A session that already expired (401) is as signed out as it gets. */
export async function signOut(): Promise<void> {
  try {
    await apiClient.delete('/api/admin/session');
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // Drop every cached admin view so nothing of the session outlives it in memory; the session
      // query itself stays (set to null) so the mounted guard is notified and redirects.
      queryClient.removeQueries({
        queryKey: ['admin'],
        predicate: (query) => query.queryKey[1] !== adminSessionQueryKey[1],
      });
      queryClient.setQueryData<AdminSession | null>(adminSessionQueryKey, null);
    },
  });
}
