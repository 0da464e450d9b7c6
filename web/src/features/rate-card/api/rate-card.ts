import type { PhoneSuggestionBody, PriceSuggestionView, RateCardView, SaveRateCardBody } from '@contracts/rate-card-views';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { publishedRangesKey } from './published-ranges';

const RATE_CARD_PATH = '/api/admin/rate-card';

/** Every key starts with 'admin', so signing out clears them; a saved card reads every suggestion again. */
export const rateCardKeys = {
  all: ['admin', 'rate-card'] as const,
  card: () => [...rateCardKeys.all, 'card'] as const,
  suggestions: () => [...rateCardKeys.all, 'suggestion'] as const,
  forRequest: (requestId: string) => [...rateCardKeys.suggestions(), 'request', requestId] as const,
  forPhone: (serviceType: string) => [...rateCardKeys.suggestions(), 'phone', serviceType] as const,
};

export const getRateCard = (signal?: AbortSignal) => apiClient.get<RateCardView>(RATE_CARD_PATH, { signal });

export const saveRateCard = (terms: SaveRateCardBody) => apiClient.put<RateCardView>(RATE_CARD_PATH, terms);

export const useRateCard = () => useQuery({ queryKey: rateCardKeys.card(), queryFn: ({ signal }) => getRateCard(signal) });

export function useSaveRateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRateCard,
    onSuccess: async (card) => {
      queryClient.setQueryData(rateCardKeys.card(), card);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rateCardKeys.suggestions() }),
        queryClient.invalidateQueries({ queryKey: publishedRangesKey }),
      ]);
    },
  });
}

/** A suggestion reads the Dallas clock when it is made, so it is made again after a minute. */
const SUGGESTION_STALE_MS = 60_000;

/** The suggested price of a request being priced (its service, vehicle and tow miles). */
export const useRequestSuggestion = (requestId: string) =>
  useQuery({
    queryKey: rateCardKeys.forRequest(requestId),
    queryFn: ({ signal }) =>
      apiClient.get<PriceSuggestionView>(`/api/admin/requests/${encodeURIComponent(requestId)}/price-suggestion`, { signal }),
    staleTime: SUGGESTION_STALE_MS,
  });

/** The suggested price of a phone request before it exists: its service (a phone value such as 'car_towing') alone. */
export const usePhoneSuggestion = (serviceType: string) =>
  useQuery({
    queryKey: rateCardKeys.forPhone(serviceType),
    queryFn: ({ signal }) =>
      apiClient.get<PriceSuggestionView>(`${RATE_CARD_PATH}/suggestion?${new URLSearchParams({ serviceType } satisfies PhoneSuggestionBody)}`, { signal }),
    enabled: serviceType !== '',
    staleTime: SUGGESTION_STALE_MS,
  });
