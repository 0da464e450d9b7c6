import type { AcceptOfferBody, DeclineOfferBody, OfferPageView } from '@contracts/offer-views';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';

const offerPath = (offerCode: string) => `/api/offers/${encodeURIComponent(offerCode)}`;

export const offerPageKey = (offerCode: string) => ['offer-page', offerCode] as const;

export const getOfferPage = (offerCode: string, signal?: AbortSignal) => apiClient.get<OfferPageView>(offerPath(offerCode), { signal });

export const acceptOffer = (offerCode: string, body: AcceptOfferBody) => apiClient.post<OfferPageView>(`${offerPath(offerCode)}/accept`, body);

export const declineOffer = (offerCode: string, body: DeclineOfferBody) => apiClient.post<OfferPageView>(`${offerPath(offerCode)}/decline`, body);

/** The '/offers' socket says when to read it again; focus and reconnect refetch it too. */
export const offerPageQueryOptions = (offerCode: string) =>
  queryOptions({
    queryKey: offerPageKey(offerCode),
    queryFn: ({ signal }) => getOfferPage(offerCode, signal),
    // A 404 or 429 is an answer, not a blip: show it at once.
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.isClientError),
    // A code that is unknown (the server's page already said so) is not asked about again on every mount.
    retryOnMount: false,
  });

export const useOfferPage = (offerCode: string) => useQuery(offerPageQueryOptions(offerCode));

function useOfferAnswer<Body>(offerCode: string, send: (offerCode: string, body: Body) => Promise<OfferPageView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => send(offerCode, body),
    onSuccess: (view) => queryClient.setQueryData(offerPageKey(offerCode), view),
    // A refused answer means the page was behind (expired, taken, answered on another phone): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: offerPageKey(offerCode) }),
  });
}

export const useAcceptOffer = (offerCode: string) => useOfferAnswer(offerCode, acceptOffer);

export const useDeclineOffer = (offerCode: string) => useOfferAnswer(offerCode, declineOffer);
