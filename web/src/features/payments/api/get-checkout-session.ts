import type { CheckoutSessionStatus } from '@contracts/payment-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';

/** How often the success page asks, and for how long, before it says the records are late. */
export const SESSION_POLL_MS = 1_000;
export const SESSION_POLL_LIMIT_MS = 30_000;

export const getCheckoutSession = (sessionId: string, signal?: AbortSignal) =>
  apiClient.get<CheckoutSessionStatus>(`/api/payments/sessions/${encodeURIComponent(sessionId)}`, { signal });

export const checkoutSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['payments', 'session', sessionId] as const,
    queryFn: ({ signal }) => getCheckoutSession(sessionId, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });

/** Polls while `polling` is on and the answer is neither final nor 'no such session' (a failed ask is asked again). */
export function useCheckoutSession(sessionId: string, polling: boolean) {
  return useQuery({
    ...checkoutSessionQueryOptions(sessionId),
    enabled: sessionId !== '',
    refetchInterval: (query) => {
      const settled = query.state.data !== undefined && query.state.data.status !== 'processing';
      return polling && !settled && !isApiError(query.state.error, 404) ? SESSION_POLL_MS : false;
    },
  });
}
