import type { CustomerCancelBody } from '@contracts/request-bodies';
import type { CustomerRequestView } from '@contracts/request-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { trackedRequestQueryKey } from '@/lib/query-keys';

/** The customer's own cancel, with the step whose cost they confirmed. */
export const cancelRequest = (trackingId: string, body: CustomerCancelBody) =>
  apiClient.post<CustomerRequestView>(`/api/track/${encodeURIComponent(trackingId)}/cancel`, body);

export function useCancelRequest(trackingId: string) {
  const queryClient = useQueryClient();
  const key = trackedRequestQueryKey(trackingId);
  return useMutation({
    mutationFn: (body: CustomerCancelBody) => cancelRequest(trackingId, body),
    onSuccess: (view) => queryClient.setQueryData(key, view),
    // Refused because the request moved on: the page reads it again and shows the new cost.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
