import type { AmountBody } from '@contracts/request-bodies';
import { apiClient } from '@/lib/api-client';
import { adminRequestPath, useAdminPricingMutation } from './admin-pricing-mutation';

/** The admin's one final counter-offer; the customer can then only accept or reject it. */
export const sendFinalOffer = (id: string, amountCents: number) =>
  apiClient.post<void>(`${adminRequestPath(id)}/final-offer`, { amountCents } satisfies AmountBody);

export const useSendFinalOffer = (id: string) => useAdminPricingMutation(id, (cents: number) => sendFinalOffer(id, cents));
