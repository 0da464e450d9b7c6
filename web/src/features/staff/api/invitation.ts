import type { InvitationPageView } from '@contracts/staff-views';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

const invitationPath = (code: string) => `/api/staff-invitations/${encodeURIComponent(code)}`;

export type AcceptInvitationBody = { password: string; code: string };

export const getInvitationPage = (code: string, signal?: AbortSignal) => apiClient.get<InvitationPageView>(invitationPath(code), { signal });

export const invitationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: staffKeys.invitation(code),
    queryFn: ({ signal }) => getInvitationPage(code, signal),
    // The key shown must stay the one the app was set up with while the invitee types.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useInvitationPage = (code: string) => useQuery(invitationQueryOptions(code));

export const acceptInvitation = (code: string, body: AcceptInvitationBody) => apiClient.post<void>(invitationPath(code), body);

export const useAcceptInvitation = (code: string) => useMutation({ mutationFn: (body: AcceptInvitationBody) => acceptInvitation(code, body) });
