import type { CustomerRequestView } from '@contracts/request-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { trackedRequestQueryKey } from '@/lib/query-keys';

/** The customer's 'I'm Here' to a provider who cannot find them (the same as texting HERE). */
export const sayHere = (trackingId: string) => apiClient.post<CustomerRequestView>(`/api/track/${encodeURIComponent(trackingId)}/here`, {});

export function useCustomerHere(trackingId: string) {
  const queryClient = useQueryClient();
  const key = trackedRequestQueryKey(trackingId);
  return useMutation({
    mutationFn: () => sayHere(trackingId),
    onSuccess: (view) => queryClient.setQueryData(key, view),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
