import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRequestSummary } from '@contracts/request-views';
import { apiClient } from '@/lib/api-client';
import { adminRequestsKeys } from '@/lib/query-keys';

/** Every request, newest first. */
export const getAdminRequests = (signal?: AbortSignal) =>
  apiClient.get<AdminRequestSummary[]>('/api/admin/requests', { signal });

export const adminRequestsQueryOptions = () =>
  queryOptions({
    queryKey: adminRequestsKeys.list(),
    queryFn: ({ signal }) => getAdminRequests(signal),
  });

export const useAdminRequests = () => useQuery(adminRequestsQueryOptions());
