import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRequestView } from '@contracts/request-views';
import { apiClient, isApiError } from '@/lib/api-client';
import { adminRequestsKeys } from '@/lib/query-keys';

/** Resolves to null for a request that does not exist (404): "not found" is a page state, not a failure. */
export async function getAdminRequest(id: string, signal?: AbortSignal): Promise<AdminRequestView | null> {
  try {
    return await apiClient.get<AdminRequestView>(`/api/admin/requests/${encodeURIComponent(id)}`, { signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const adminRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminRequestsKeys.detail(id),
    queryFn: ({ signal }) => getAdminRequest(id, signal),
  });

export const useAdminRequest = (id: string) => useQuery(adminRequestQueryOptions(id));
