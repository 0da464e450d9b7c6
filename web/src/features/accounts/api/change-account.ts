import type {
  AccountBody,
  AccountDetailView,
  AccountMemberInviteBody,
  ApiKeyBody,
  ApiKeyView,
  BusinessAccountView,
  CreatedApiKeyView,
} from '@contracts/account-views';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountKeys, accountPath, ACCOUNTS_PATH } from './account-keys';

export const createAccount = (body: AccountBody) => apiClient.post<BusinessAccountView>(ACCOUNTS_PATH, body);
export const updateAccount = (id: string, body: Partial<AccountBody>) => apiClient.patch<BusinessAccountView>(accountPath(id), body);
export const createApiKey = (accountId: string, body: ApiKeyBody) => apiClient.post<CreatedApiKeyView>(`${accountPath(accountId)}/api-keys`, body);
export const revokeApiKey = (accountId: string, keyId: string) =>
  apiClient.post<ApiKeyView>(`${accountPath(accountId)}/api-keys/${encodeURIComponent(keyId)}/revoke`);
export const inviteAccountMember = (accountId: string, body: AccountMemberInviteBody) => apiClient.post<void>(`${accountPath(accountId)}/members`, body);

/** The account's own view is changed in place; the list reads again (its month's figures come from the server). */
function patchDetail(queryClient: QueryClient, accountId: string, change: (detail: AccountDetailView) => AccountDetailView) {
  queryClient.setQueryData<AccountDetailView>(accountKeys.detail(accountId), (detail) => (detail ? change(detail) : detail));
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.list() }),
  });
}

export function useUpdateAccount(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<AccountBody>) => updateAccount(id, body),
    onSuccess: (account) => {
      patchDetail(queryClient, id, (detail) => ({ ...detail, account }));
      void queryClient.invalidateQueries({ queryKey: accountKeys.list() });
    },
  });
}

export function useCreateApiKey(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyBody) => createApiKey(accountId, body),
    // The list keeps the key without its secret: the whole key lives only in the answer shown once.
    onSuccess: ({ key: _secret, ...created }) => patchDetail(queryClient, accountId, (detail) => ({ ...detail, keys: [created, ...detail.keys] })),
  });
}

export function useRevokeApiKey(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokeApiKey(accountId, keyId),
    onSuccess: (revoked) =>
      patchDetail(queryClient, accountId, (detail) => ({ ...detail, keys: detail.keys.map((key) => (key.id === revoked.id ? revoked : key)) })),
  });
}

export function useInviteAccountMember(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountMemberInviteBody) => inviteAccountMember(accountId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.detail(accountId) }),
  });
}
