import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRequestSummary } from '@contracts/request-views';
import { apiClient } from '@/lib/api-client';
import { adminRequestsKeys } from '@/lib/query-keys';

export const deleteAdminRequest = (id: string) => apiClient.delete(`/api/admin/requests/${encodeURIComponent(id)}`);

export function useDeleteAdminRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminRequestsKeys.all, 'delete'],
    mutationFn: deleteAdminRequest,
    onSuccess: (_, id) => {
      queryClient.setQueryData<AdminRequestSummary[]>(adminRequestsKeys.list(), (list) =>
        list?.filter((request) => request.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: adminRequestsKeys.list() });
    },
  });
}

