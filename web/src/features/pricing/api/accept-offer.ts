import type { AcceptOfferBody } from '@contracts/request-bodies';
import type { CustomerRequestView } from '@contracts/request-views';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { offerMutationKey } from './offer-mutation-key';
import { useTrackedRequestUpdate } from './use-tracked-request-update';

/** Accepts the offer on the table (the admin price, or the final offer); the terms were ticked first. */
export const acceptOffer = (trackingId: string) =>
  apiClient.post<CustomerRequestView>(`/api/track/${encodeURIComponent(trackingId)}/accept`, {
    termsAccepted: true,
  } satisfies AcceptOfferBody);

export function useAcceptOffer(trackingId: string) {
  const update = useTrackedRequestUpdate(trackingId);
  return useMutation({
    mutationKey: offerMutationKey(trackingId),
    mutationFn: () => acceptOffer(trackingId),
    onSuccess: update,
  });
}
