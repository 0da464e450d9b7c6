import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRequestSummary } from '@contracts/request-views';
import { apiClient } from '@/lib/api-client';
import { adminRequestsKeys } from '@/lib/query-keys';

/** The most recently cancelled requests, newest first. */
export const getCancelledRequests = (signal?: AbortSignal) =>
  apiClient.get<AdminRequestSummary[]>('/api/admin/requests/cancelled', { signal });

export const cancelledRequestsQueryOptions = () =>
  queryOptions({
    queryKey: adminRequestsKeys.cancelled(),
    queryFn: ({ signal }) => getCancelledRequests(signal),
  });

export const useCancelledRequests = () => useQuery(cancelledRequestsQueryOptions());
