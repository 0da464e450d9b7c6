import type { CardBalanceView, CheckoutStarted } from '@contracts/payment-views';
import type { BalancePayBody } from '@contracts/request-bodies';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';

export const cardBalanceKey = (balanceCode: string) => ['balance', balanceCode] as const;

const balancePath = (balanceCode: string) => `/api/balance/${encodeURIComponent(balanceCode)}`;

/** After paying on the checkout page the webhook records the payment a moment later: asked again this often, this long. */
export const BALANCE_POLL_MS = 2_000;
export const BALANCE_POLL_LIMIT_MS = 30_000;

/**
 * The balance a completed job's customer pays from the texted link. Opened back from the checkout page
 * (`pollUntil`), it is read again every two seconds while it still says due, until the payment shows or
 * the time is up.
 */
export const useCardBalance = (balanceCode: string, pollUntil: number | null) =>
  useQuery({
    queryKey: cardBalanceKey(balanceCode),
    queryFn: ({ signal }) => apiClient.get<CardBalanceView>(balancePath(balanceCode), { signal }),
    enabled: balanceCode !== '',
    refetchInterval: (query) => (query.state.data?.status === 'due' && pollUntil !== null && Date.now() < pollUntil ? BALANCE_POLL_MS : false),
    // A 404 or 429 is an answer, not a blip: show it at once.
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.isClientError),
  });

/** One tap: the card saved at the deposit pays the balance and the tip; the answer is the balance, paid. */
export function usePayWithSavedCard(balanceCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BalancePayBody) => apiClient.post<CardBalanceView>(`${balancePath(balanceCode)}/saved-card`, body),
    onSuccess: (paid) => queryClient.setQueryData(cardBalanceKey(balanceCode), paid),
  });
}

/** Another card: where to pay the balance and the tip (the hosted checkout, or the built-in test page). */
export const useStartBalanceCheckout = (balanceCode: string) =>
  useMutation({ mutationFn: (body: BalancePayBody) => apiClient.post<CheckoutStarted>(`${balancePath(balanceCode)}/checkout`, body) });
