import type { ShareLocationBody } from '@contracts/request-bodies';
import type { CustomerRequestView } from '@contracts/request-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { trackedRequestQueryKey } from '@/lib/query-keys';

export const shareLocation = (trackingId: string, body: ShareLocationBody) =>
  apiClient.post<CustomerRequestView>(`/api/track/${encodeURIComponent(trackingId)}/location`, body);

/** The answer is the customer's view with the shared location; it replaces the page's cached copy. */
export function useShareLocation(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareLocationBody) => shareLocation(trackingId, body),
    onSuccess: (view) => queryClient.setQueryData(trackedRequestQueryKey(trackingId), view),
  });
}
