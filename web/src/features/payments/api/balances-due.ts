import type { BalanceDueView } from '@contracts/payment-views';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Under 'admin', so signing out clears it. */
export const balancesDueKey = ['admin', 'balances', 'due'] as const;

/** Card balances texted twice (at completion and a day later) and still unpaid, the oldest first. */
export const useBalancesDue = () =>
  useQuery({
    queryKey: balancesDueKey,
    queryFn: ({ signal }) => apiClient.get<BalanceDueView[]>('/api/admin/balances/due', { signal }),
    // The list changes by the day, not by the second: read again now and then while the tab is open.
    refetchInterval: 5 * 60_000,
  });
