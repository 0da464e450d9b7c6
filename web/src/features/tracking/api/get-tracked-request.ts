import type { CustomerRequestView } from '@contracts/request-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { trackedRequestQueryKey } from '@/lib/query-keys';

export const getTrackedRequest = (trackingId: string, signal?: AbortSignal) =>
  apiClient.get<CustomerRequestView>(`/api/track/${encodeURIComponent(trackingId)}`, { signal });

/** The socket keeps this fresh ('request.changed' writes the same key); focus and reconnect refetch it. */
export const trackedRequestQueryOptions = (trackingId: string) =>
  queryOptions({
    queryKey: trackedRequestQueryKey(trackingId),
    queryFn: ({ signal }) => getTrackedRequest(trackingId, signal),
    staleTime: 15_000,
  });

export const useTrackedRequest = (trackingId: string) => useQuery(trackedRequestQueryOptions(trackingId));
