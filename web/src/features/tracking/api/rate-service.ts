import type { RatingBody } from '@contracts/request-bodies';
import type { CustomerRequestView } from '@contracts/request-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { trackedRequestQueryKey } from '@/lib/query-keys';

export const rateService = (trackingId: string, body: RatingBody) =>
  apiClient.post<CustomerRequestView>(`/api/track/${encodeURIComponent(trackingId)}/rating`, body);

export function useRateService(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingBody) => rateService(trackingId, body),
    onSuccess: (view) => queryClient.setQueryData(trackedRequestQueryKey(trackingId), view),
  });
}
