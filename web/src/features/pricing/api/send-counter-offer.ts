import type { AmountBody } from '@contracts/request-bodies';
import type { CustomerRequestView } from '@contracts/request-views';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { offerMutationKey } from './offer-mutation-key';
import { useTrackedRequestUpdate } from './use-tracked-request-update';

export const sendCounterOffer = (trackingId: string, amountCents: number) =>
  apiClient.post<CustomerRequestView>(`/api/track/${encodeURIComponent(trackingId)}/counter-offer`, {
    amountCents,
  } satisfies AmountBody);

export function useSendCounterOffer(trackingId: string) {
  const update = useTrackedRequestUpdate(trackingId);
  return useMutation({
    mutationKey: offerMutationKey(trackingId),
    mutationFn: (cents: number) => sendCounterOffer(trackingId, cents),
    onSuccess: update,
  });
}
