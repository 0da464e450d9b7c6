import type { DisputeView } from '@contracts/payment-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminRequestsKeys } from '@/lib/query-keys';

/** 'Submit Evidence': the job's records go to the card network, once; a second try is refused with a 409 that says so. */
export const submitDisputeEvidence = (requestId: string, disputeId: string) =>
  apiClient.post<DisputeView>(`/api/admin/requests/${encodeURIComponent(requestId)}/disputes/${encodeURIComponent(disputeId)}/evidence`);

export function useSubmitDisputeEvidence(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (disputeId: string) => submitDisputeEvidence(requestId, disputeId),
    // Answered or refused, the request is read again: its disputes and its activity log say what happened.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminRequestsKeys.detail(requestId) }),
  });
}
