import { ERROR_CODES } from '@contracts/error-codes';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

/** Under 'admin', so signing out forgets it with the rest of the session's views. */
export const factorGateQueryKey = ['admin', 'factor-gate'] as const;

/** The server's refusal of every admin route but the person's own sign-in page, to someone whose role needs a factor they lack. */
export const isFactorRequired = (error: unknown) => isApiError(error, 403) && error.code === ERROR_CODES.factorRequired;

export function setFactorSetUpNeeded(queryClient: QueryClient, needed: boolean) {
  queryClient.setQueryData<boolean>(factorGateQueryKey, needed);
}

/** True from the sign-in that said so, or the server's first refusal, until a factor is set up. Never fetched: it is only set. */
export const useFactorSetUpNeeded = () =>
  useQuery({ queryKey: factorGateQueryKey, queryFn: () => false, initialData: false, enabled: false, staleTime: Infinity }).data;
