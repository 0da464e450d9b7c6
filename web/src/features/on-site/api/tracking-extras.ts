import type { AnswerExtraBody, ExtrasView } from '@contracts/extra-views';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';
import { SIGNED_LINK_LIST_TIMING } from '@/lib/signed-link-lists';
import { trackingExtrasQueryKey } from '@/lib/query-keys';

const extrasPath = (trackingId: string) => `/api/track/${encodeURIComponent(trackingId)}/extras`;

// Each extra carries its photo's signed link; the socket's change events read it again too.
export const trackingExtrasQueryOptions = (trackingId: string) =>
  queryOptions({
    queryKey: trackingExtrasQueryKey(trackingId),
    queryFn: ({ signal }) => apiClient.get<ExtrasView>(extrasPath(trackingId), { signal }),
    ...SIGNED_LINK_LIST_TIMING,
  });

export const useTrackingExtras = (trackingId: string) => useQuery({ ...trackingExtrasQueryOptions(trackingId), enabled: trackingId !== '' });

export function useAnswerExtra(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ extraId, answer }: AnswerExtraBody & { extraId: string }) =>
      apiClient.post<ExtrasView>(`${extrasPath(trackingId)}/${encodeURIComponent(extraId)}`, { answer } satisfies AnswerExtraBody),
    onSuccess: (extras) => queryClient.setQueryData(trackingExtrasQueryKey(trackingId), extras),
    // Answered meanwhile (a text reply, another tab): show the answer that counted.
    onError: (error) => {
      if (isApiError(error, 409) || isApiError(error, 404)) void queryClient.invalidateQueries({ queryKey: trackingExtrasQueryKey(trackingId), exact: true });
    },
  });
}
