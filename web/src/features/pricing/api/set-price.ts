import { centsToDollarString } from '@domain/money';
import { apiClient } from '@/lib/api-client';
import { adminRequestPath, useAdminPricingMutation } from './admin-pricing-mutation';

export const setPrice = (id: string, cents: number) =>
  apiClient.post<void>(`${adminRequestPath(id)}/price`, { price: centsToDollarString(cents) });

export const useSetPrice = (id: string) => useAdminPricingMutation(id, (cents: number) => setPrice(id, cents));
