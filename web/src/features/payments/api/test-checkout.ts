import type { TestCheckoutPaid, TestCheckoutView } from '@contracts/payment-views';
import type { TestCardBody } from '@contracts/request-bodies';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const testCheckoutPath = (sessionId: string) => `/api/payments/test-checkout/${encodeURIComponent(sessionId)}`;

export const getTestCheckout = (sessionId: string, signal?: AbortSignal) =>
  apiClient.get<TestCheckoutView>(testCheckoutPath(sessionId), { signal });

export const testCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['payments', 'test-checkout', sessionId] as const,
    queryFn: ({ signal }) => getTestCheckout(sessionId, signal),
    retry: false,
  });

export const useTestCheckout = (sessionId: string) => useQuery(testCheckoutQueryOptions(sessionId));

/** Answers where to go next, or 402 with 'Your card was declined.'. */
export const payTestCheckout = (sessionId: string, body: TestCardBody) =>
  apiClient.post<TestCheckoutPaid>(`${testCheckoutPath(sessionId)}/pay`, body);

export const usePayTestCheckout = (sessionId: string) =>
  useMutation({ mutationFn: (body: TestCardBody) => payTestCheckout(sessionId, body) });
