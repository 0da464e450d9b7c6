import type { AssignmentView } from '@contracts/provider-views';
import type { AssignProviderBody } from '@contracts/request-bodies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providersKeys } from '@/features/providers/admin';
import { apiClient } from '@/lib/api-client';
import { adminRequestsKeys } from '@/lib/query-keys';

const requestPath = (id: string) => `/api/admin/requests/${encodeURIComponent(id)}`;

export const assignProvider = (id: string, body: AssignProviderBody) => apiClient.post<AssignmentView>(`${requestPath(id)}/provider`, body);

export const reassignProvider = (id: string, body: AssignProviderBody) =>
  apiClient.post<AssignmentView>(`${requestPath(id)}/provider/reassign`, body);

export const regenerateLinks = (id: string) => apiClient.post<AssignmentView>(`${requestPath(id)}/links`);

type AssignmentKind = 'assign' | 'reassign' | 'regenerate';

const SENDERS: Record<AssignmentKind, (id: string, body: AssignProviderBody) => Promise<AssignmentView>> = {
  assign: assignProvider,
  reassign: reassignProvider,
  regenerate: (id) => regenerateLinks(id),
};

/** Assigns, reassigns or regenerates links; the request page, the board and the roster's job counts refresh after. */
export function useAssignment(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body = {} }: { kind: AssignmentKind; body?: AssignProviderBody }) => SENDERS[kind](requestId, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRequestsKeys.detail(requestId) }),
        queryClient.invalidateQueries({ queryKey: adminRequestsKeys.list() }),
        queryClient.invalidateQueries({ queryKey: providersKeys.all }),
      ]),
  });
}
