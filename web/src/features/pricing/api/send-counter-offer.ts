import { centsToDollarString } from '@domain/money';
import type { CustomerRequestView } from '@domain/request-views';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { offerMutationKey } from './offer-mutation-key';
import { useTrackedRequestUpdate } from './use-tracked-request-update';

export const sendCounterOffer = (trackingId: string, cents: number) =>
  apiClient.post<CustomerRequestView>(`/api/track/${encodeURIComponent(trackingId)}/counter-offer`, {
    amount: centsToDollarString(cents),
  });

export function useSendCounterOffer(trackingId: string) {
  const update = useTrackedRequestUpdate(trackingId);
  return useMutation({
    mutationKey: offerMutationKey(trackingId),
    mutationFn: (cents: number) => sendCounterOffer(trackingId, cents),
    onSuccess: update,
  });
}
