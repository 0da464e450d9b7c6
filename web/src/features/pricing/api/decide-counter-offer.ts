import { apiClient } from '@/lib/api-client';
import { adminRequestPath, useAdminPricingMutation } from './admin-pricing-mutation';

export const acceptCounterOffer = (id: string) => apiClient.post<void>(`${adminRequestPath(id)}/counter-offer/accept`);

/** Rejecting the customer's counter-offer cancels the request. */
export const rejectCounterOffer = (id: string) => apiClient.post<void>(`${adminRequestPath(id)}/counter-offer/reject`);

export const useAcceptCounterOffer = (id: string) => useAdminPricingMutation(id, () => acceptCounterOffer(id));
export const useRejectCounterOffer = (id: string) => useAdminPricingMutation(id, () => rejectCounterOffer(id));
