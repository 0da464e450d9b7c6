import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminRequestsKeys } from '@/lib/query-keys';

/** Before a provider is assigned only; the server refuses it afterwards with a 409 that says why. */
export const refundDeposit = (id: string) => apiClient.post<void>(`/api/admin/requests/${encodeURIComponent(id)}/refund`);

export function useRefundDeposit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refundDeposit(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRequestsKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: adminRequestsKeys.list() }),
      ]),
  });
}
