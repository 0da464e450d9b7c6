import type { ExtrasView, VoidExtraBody } from '@contracts/extra-views';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminRequestsKeys } from '@/lib/query-keys';
import { SIGNED_LINK_LIST_TIMING } from '@/lib/signed-link-lists';

const extrasPath = (id: string) => `/api/admin/requests/${encodeURIComponent(id)}/extras`;

// Each extra carries its photo's signed link; the feed's change events read it again too.
export const adminRequestExtrasQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminRequestsKeys.extras(id),
    queryFn: ({ signal }) => apiClient.get<ExtrasView>(extrasPath(id), { signal }),
    ...SIGNED_LINK_LIST_TIMING,
  });

export const useAdminRequestExtras = (id: string) => useQuery(adminRequestExtrasQueryOptions(id));

/** Puts a charge held above the job's price to the customer, who is texted it. */
export function useReleaseExtra(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (extraId: string) => apiClient.post<ExtrasView>(`${extrasPath(id)}/${encodeURIComponent(extraId)}/release`, {}),
    onSuccess: (extras) => queryClient.setQueryData(adminRequestsKeys.extras(id), extras),
    onError: () => queryClient.invalidateQueries({ queryKey: adminRequestsKeys.extras(id) }),
  });
}

export function useVoidExtra(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ extraId, reason }: VoidExtraBody & { extraId: string }) =>
      apiClient.post<ExtrasView>(`${extrasPath(id)}/${encodeURIComponent(extraId)}/void`, { reason } satisfies VoidExtraBody),
    onSuccess: (extras) => queryClient.setQueryData(adminRequestsKeys.extras(id), extras),
    // Refused (answered or voided meanwhile): show the extras as they are now.
    onError: () => queryClient.invalidateQueries({ queryKey: adminRequestsKeys.extras(id) }),
  });
}
