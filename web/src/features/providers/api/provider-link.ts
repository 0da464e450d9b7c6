import type { ProviderPageLinkView } from '@contracts/offer-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { providersKeys } from './providers-keys';

const linkPath = (providerId: string) => `/api/admin/providers/${encodeURIComponent(providerId)}/page-link`;

/** Issues a fresh provider page link (the old one stops working) and texts it to the provider. */
export const issueProviderLink = (providerId: string) => apiClient.post<ProviderPageLinkView>(linkPath(providerId));

export const revokeProviderLink = (providerId: string) => apiClient.delete(linkPath(providerId));

function useRosterMutation<T>(send: (providerId: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // The roster shows when the link was issued, or that there is none.
    onSettled: () => queryClient.invalidateQueries({ queryKey: providersKeys.all }),
  });
}

export const useIssueProviderLink = () => useRosterMutation(issueProviderLink);

export const useRevokeProviderLink = () => useRosterMutation(revokeProviderLink);
