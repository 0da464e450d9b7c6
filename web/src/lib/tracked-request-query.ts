import type { CustomerRequestView } from '@contracts/request-views';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { keepNewerRequestView } from './newer-request-view';
import { trackedRequestQueryKey } from './query-keys';

export const getTrackedRequest = (trackingId: string, signal?: AbortSignal) =>
  apiClient.get<CustomerRequestView>(`/api/track/${encodeURIComponent(trackingId)}`, { signal });

/**
 * The socket keeps this fresh ('request.changed' writes the same key); focus and reconnect refetch it.
 * Outside the tracking feature so the app's start can ask for it while the page's code loads (`prefetchPageData`).
 */
export const trackedRequestQueryOptions = (trackingId: string) =>
  queryOptions({
    queryKey: trackedRequestQueryKey(trackingId),
    queryFn: ({ signal }) => getTrackedRequest(trackingId, signal),
    staleTime: 15_000,
    // A code that is unknown or expired (the server's page already said so) is not asked about again on every mount.
    retryOnMount: false,
    structuralSharing: (cached, incoming) => keepNewerRequestView(cached as CustomerRequestView | undefined, incoming as CustomerRequestView),
  });
