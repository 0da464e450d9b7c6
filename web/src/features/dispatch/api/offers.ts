import type { RequestOffersView, SendOffersBody } from '@contracts/offer-views';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminRequestsKeys } from '@/lib/query-keys';
import { candidatesQueryOptions } from './candidates';

const requestPath = (requestId: string) => `/api/admin/requests/${encodeURIComponent(requestId)}`;

/** Under the admin requests' key, so signing out clears it with the rest. */
export const requestOffersKey = (requestId: string) => [...adminRequestsKeys.all, requestId, 'offers'] as const;

export const getRequestOffers = (requestId: string, signal?: AbortSignal) =>
  apiClient.get<RequestOffersView>(`${requestPath(requestId)}/offers`, { signal });

export const requestOffersQueryOptions = (requestId: string) =>
  queryOptions({ queryKey: requestOffersKey(requestId), queryFn: ({ signal }) => getRequestOffers(requestId, signal) });

/** The request's offers and its auto-dispatch; the admin socket's 'offer.changed' refetches them. */
export const useRequestOffers = (requestId: string, enabled = true) => useQuery({ ...requestOffersQueryOptions(requestId), enabled });

export const sendOffers = (requestId: string, body: SendOffersBody) => apiClient.post<RequestOffersView>(`${requestPath(requestId)}/offers`, body);

export const startAutoDispatch = (requestId: string) => apiClient.post<RequestOffersView>(`${requestPath(requestId)}/auto-dispatch`);

export const stopAutoDispatch = (requestId: string) => apiClient.delete<RequestOffersView>(`${requestPath(requestId)}/auto-dispatch`);

function useOffersMutation<Input>(requestId: string, send: (input: Input) => Promise<RequestOffersView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => queryClient.setQueryData(requestOffersKey(requestId), view),
    // A refusal (nobody eligible, a provider just went busy) means the card was behind.
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestOffersKey(requestId) }),
        queryClient.invalidateQueries({ queryKey: candidatesQueryOptions(requestId).queryKey }),
      ]),
  });
}

/** 'Send Offer' names one candidate; 'Offer to Top 3' names none. */
export const useSendOffers = (requestId: string) => useOffersMutation(requestId, (body: SendOffersBody) => sendOffers(requestId, body));

/** Starts (true) or stops (false) the auto-dispatch cascade. */
export const useAutoDispatch = (requestId: string) =>
  useOffersMutation(requestId, (running: boolean) => (running ? startAutoDispatch(requestId) : stopAutoDispatch(requestId)));
