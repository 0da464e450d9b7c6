import type { AccountMemberInviteBody, AccountMemberView } from '@contracts/account-views';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { BUSINESS_API, businessKeys } from './business-keys';

const MEMBERS = `${BUSINESS_API}/members`;

export const usePortalMembers = () => useQuery({ queryKey: businessKeys.members, queryFn: ({ signal }) => apiClient.get<AccountMemberView[]>(MEMBERS, { signal }) });

export function useInvitePortalMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountMemberInviteBody) => apiClient.post<unknown>(MEMBERS, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.members }),
  });
}
