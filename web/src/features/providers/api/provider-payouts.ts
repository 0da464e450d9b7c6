import type { PayoutOnboardingView } from '@contracts/payment-views';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** 'Get paid by card jobs': opens the provider's payout account (once) and answers where to fill in its details. */
export const startPayouts = (code: string) => apiClient.post<PayoutOnboardingView>(`/api/provider-pages/${encodeURIComponent(code)}/payouts`);

export const useStartPayouts = (code: string) => useMutation({ mutationFn: () => startPayouts(code) });
