import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminRequestsKeys } from '@/lib/query-keys';

/** The dispatcher closes the request as gone on arrival once the customer let the reply window pass. */
export const confirmGoneOnArrival = (requestId: string) => apiClient.post<void>(`/api/admin/requests/${encodeURIComponent(requestId)}/gone-on-arrival`);

export function useConfirmGoneOnArrival(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmGoneOnArrival(requestId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRequestsKeys.detail(requestId) }),
        queryClient.invalidateQueries({ queryKey: adminRequestsKeys.list() }),
      ]),
  });
}
