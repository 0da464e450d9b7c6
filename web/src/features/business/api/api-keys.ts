import type { ApiKeyBody, ApiKeyView, CreatedApiKeyView } from '@contracts/account-views';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { BUSINESS_API, businessKeys } from './business-keys';

const KEYS = `${BUSINESS_API}/api-keys`;

export const usePortalApiKeys = () => useQuery({ queryKey: businessKeys.apiKeys, queryFn: ({ signal }) => apiClient.get<ApiKeyView[]>(KEYS, { signal }) });

export function useCreatePortalApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyBody) => apiClient.post<CreatedApiKeyView>(KEYS, body),
    // The list keeps the key without its secret: the whole key lives only in the answer shown once.
    onSuccess: ({ key: _secret, ...created }) => queryClient.setQueryData<ApiKeyView[]>(businessKeys.apiKeys, (keys) => [created, ...(keys ?? [])]),
  });
}

export function useRevokePortalApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<ApiKeyView>(`${KEYS}/${encodeURIComponent(id)}/revoke`),
    onSuccess: (revoked) => queryClient.setQueryData<ApiKeyView[]>(businessKeys.apiKeys, (keys) => keys?.map((key) => (key.id === revoked.id ? revoked : key))),
  });
}
