import type { SetPriceBody } from '@contracts/request-bodies';
import { apiClient } from '@/lib/api-client';
import { adminRequestPath, useAdminPricingMutation } from './admin-pricing-mutation';

export const setPrice = (id: string, priceCents: number) =>
  apiClient.post<void>(`${adminRequestPath(id)}/price`, { priceCents } satisfies SetPriceBody);

export const useSetPrice = (id: string) => useAdminPricingMutation(id, (cents: number) => setPrice(id, cents));
