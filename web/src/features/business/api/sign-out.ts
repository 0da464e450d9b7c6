import type { PortalMeView } from '@contracts/account-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSessionQueryKey, signOut } from '@/features/admin-auth';
import { businessKeys } from './business-keys';

/** The portal signs in with the desk's machinery, so it signs out with it too; nothing of the account stays in memory. */
export function usePortalSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: businessKeys.all, predicate: (query) => query.queryKey[1] !== businessKeys.me[1] });
      queryClient.setQueryData(adminSessionQueryKey, null);
      queryClient.setQueryData<PortalMeView | null>(businessKeys.me, null);
    },
  });
}
