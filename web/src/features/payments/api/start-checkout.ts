import type { CheckoutStarted } from '@contracts/payment-views';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The server reuses the request's open session, so pressing Pay twice never makes two. */
export const startCheckout = (trackingId: string) =>
  apiClient.post<CheckoutStarted>(`/api/track/${encodeURIComponent(trackingId)}/checkout`);

export const useStartCheckout = (trackingId: string) => useMutation({ mutationFn: () => startCheckout(trackingId) });
