import type { CustomerRequestView } from '@contracts/request-views';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { offerMutationKey } from './offer-mutation-key';
import { useTrackedRequestUpdate } from './use-tracked-request-update';

/** Rejecting the final offer cancels the request. */
export const rejectFinalOffer = (trackingId: string) =>
  apiClient.post<CustomerRequestView>(`/api/track/${encodeURIComponent(trackingId)}/reject`);

export function useRejectFinalOffer(trackingId: string) {
  const update = useTrackedRequestUpdate(trackingId);
  return useMutation({
    mutationKey: offerMutationKey(trackingId),
    mutationFn: () => rejectFinalOffer(trackingId),
    onSuccess: update,
  });
}
