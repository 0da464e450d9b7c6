import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequestsKeys } from '@/lib/query-keys';

export const adminRequestPath = (id: string) => `/api/admin/requests/${encodeURIComponent(id)}`;

/** One key per request, so the pricing cards hold every button while any decision is in flight. */
export const adminPricingMutationKey = (id: string) => [...adminRequestsKeys.detail(id), 'pricing'] as const;

/**
 * The answers are 204s: the details (price, round, activity) and the board are read again before
 * the mutation settles, so a card never flashes its old state after a success.
 */
export function useAdminPricingMutation<TVariables = void>(id: string, mutationFn: (variables: TVariables) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminPricingMutationKey(id),
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRequestsKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: adminRequestsKeys.list() }),
      ]),
  });
}
