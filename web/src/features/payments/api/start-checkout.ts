import type { CheckoutStarted } from '@contracts/payment-views';
import type { CheckoutBody } from '@contracts/request-bodies';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The server reuses the request's open session, so pressing Pay twice never makes two. */
export const startCheckout = (trackingId: string, body: CheckoutBody) =>
  apiClient.post<CheckoutStarted>(`/api/track/${encodeURIComponent(trackingId)}/checkout`, body);

export const useStartCheckout = (trackingId: string) => useMutation({ mutationFn: (body: CheckoutBody) => startCheckout(trackingId, body) });
