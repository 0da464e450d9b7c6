import type { DutyBody, ProviderPageView } from '@contracts/offer-views';
import type { PositionFix } from '@domain/position-fix';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const providerPageKeys = {
  all: ['provider-page'] as const,
  page: (code: string) => [...providerPageKeys.all, code] as const,
};

const pagePath = (code: string) => `/api/provider-pages/${encodeURIComponent(code)}`;

export const getProviderPage = (code: string, signal?: AbortSignal) => apiClient.get<ProviderPageView>(pagePath(code), { signal });

/**
 * The '/offers' socket says when to read again while the page is open; signals sent while the provider
 * was on an offer or job page are missed, so every return reads it again (stale at once), and the
 * minute refetch covers a socket that is down.
 */
export const providerPageQueryOptions = (code: string) =>
  queryOptions({
    queryKey: providerPageKeys.page(code),
    queryFn: ({ signal }) => getProviderPage(code, signal),
    staleTime: 0,
    refetchInterval: 60_000,
  });

export const useProviderPage = (code: string) => useQuery(providerPageQueryOptions(code));

export const setDuty = (code: string, onDuty: boolean) => apiClient.put<ProviderPageView>(`${pagePath(code)}/duty`, { onDuty } satisfies DutyBody);

export const acceptPageAgreement = (code: string) => apiClient.post<ProviderPageView>(`${pagePath(code)}/agreement`);

export const reportPagePosition = (code: string, fix: PositionFix) => apiClient.post<{ ok: true }>(`${pagePath(code)}/position`, fix);

/** A mutation whose answer is the page as it is now, written straight into the page's cache. */
function usePageMutation<Input>(code: string, send: (input: Input) => Promise<ProviderPageView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (page) => queryClient.setQueryData(providerPageKeys.page(code), page),
    // A refusal means the page was behind (paused meanwhile, a revoked link): show it as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: providerPageKeys.page(code) }),
  });
}

export const useSetDuty = (code: string) => usePageMutation(code, (onDuty: boolean) => setDuty(code, onDuty));

export const useAcceptPageAgreement = (code: string) => usePageMutation(code, () => acceptPageAgreement(code));
