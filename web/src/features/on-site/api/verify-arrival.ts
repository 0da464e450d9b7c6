import type { VerifyArrivalBody } from '@contracts/request-bodies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminRequestsKeys } from '@/lib/query-keys';

/** A dispatcher vouches for the provider at the car, with the reason: Arrived then needs no code. */
export const verifyArrival = (requestId: string, body: VerifyArrivalBody) =>
  apiClient.post<void>(`/api/admin/requests/${encodeURIComponent(requestId)}/arrival-verification`, body);

export function useVerifyArrival(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyArrivalBody) => verifyArrival(requestId, body),
    // Refused or not, the request may have moved on (already verified, or arrived): show it as it is now.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRequestsKeys.detail(requestId) }),
        queryClient.invalidateQueries({ queryKey: adminRequestsKeys.list() }),
      ]),
  });
}
