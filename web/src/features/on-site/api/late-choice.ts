import type { LateChoiceBody } from '@contracts/request-bodies';
import type { CustomerRequestView } from '@contracts/request-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { trackedRequestQueryKey } from '@/lib/query-keys';

/** A late customer keeps waiting, or cancels with their deposit refunded in full. */
export const sendLateChoice = (trackingId: string, body: LateChoiceBody) =>
  apiClient.post<CustomerRequestView>(`/api/track/${encodeURIComponent(trackingId)}/late-choice`, body);

export function useLateChoice(trackingId: string) {
  const queryClient = useQueryClient();
  const key = trackedRequestQueryKey(trackingId);
  return useMutation({
    mutationFn: (choice: LateChoiceBody['choice']) => sendLateChoice(trackingId, { choice }),
    onSuccess: (view) => queryClient.setQueryData(key, view),
    // A refusal (the provider caught up, or the trip moved on) means the page was behind.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
