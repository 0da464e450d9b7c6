import { centsToDollarString } from '@domain/money';
import { apiClient } from '@/lib/api-client';
import { adminRequestPath, useAdminPricingMutation } from './admin-pricing-mutation';

/** The admin's one final counter-offer; the customer can then only accept or reject it. */
export const sendFinalOffer = (id: string, cents: number) =>
  apiClient.post<void>(`${adminRequestPath(id)}/final-offer`, { amount: centsToDollarString(cents) });

export const useSendFinalOffer = (id: string) => useAdminPricingMutation(id, (cents: number) => sendFinalOffer(id, cents));
