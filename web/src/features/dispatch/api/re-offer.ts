import type { RequestOffersView } from '@contracts/offer-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providersKeys } from '@/features/providers/admin';
import { apiClient } from '@/lib/api-client';
import { adminRequestsKeys } from '@/lib/query-keys';
import { candidatesQueryOptions } from './candidates';
import { requestOffersKey } from './offers';

/** Releases the provider who stopped progressing (they are texted) and offers the job to the top three others. */
export const reofferRequest = (requestId: string) =>
  apiClient.post<RequestOffersView>(`/api/admin/requests/${encodeURIComponent(requestId)}/re-offer`);

export function useReoffer(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reofferRequest(requestId),
    onSuccess: (view) => queryClient.setQueryData(requestOffersKey(requestId), view),
    // The request loses its provider either way the server decided, and the roster's job counts move.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRequestsKeys.detail(requestId) }),
        queryClient.invalidateQueries({ queryKey: adminRequestsKeys.list() }),
        queryClient.invalidateQueries({ queryKey: candidatesQueryOptions(requestId).queryKey }),
        queryClient.invalidateQueries({ queryKey: providersKeys.all }),
      ]),
  });
}
