import type { ProviderPayoutStatusView } from '@contracts/payment-views';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { providersKeys } from './providers-keys';

/** Each opted-in provider's payout status ('on' or 'needs_details'), by provider; one who never opted in has none. */
export const usePayoutStatuses = () =>
  useQuery({
    queryKey: providersKeys.payoutAccounts,
    queryFn: ({ signal }) => apiClient.get<ProviderPayoutStatusView[]>('/api/admin/payout-accounts', { signal }),
    select: (accounts) => new Map(accounts.map((account) => [account.providerId, account.status])),
  });
