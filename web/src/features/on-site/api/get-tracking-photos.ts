import type { PhotoView } from '@contracts/provider-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SIGNED_LINK_LIST_TIMING } from '@/lib/signed-link-lists';
import { trackingPhotosQueryKey } from '@/lib/query-keys';

// Besides its own timing, the socket's change events and a thumbnail that fails to load read it again.
export const trackingPhotosQueryOptions = (trackingId: string) =>
  queryOptions({
    queryKey: trackingPhotosQueryKey(trackingId),
    queryFn: ({ signal }) => apiClient.get<PhotoView[]>(`/api/track/${encodeURIComponent(trackingId)}/photos`, { signal }),
    ...SIGNED_LINK_LIST_TIMING,
  });

export const useTrackingPhotos = (trackingId: string) => useQuery({ ...trackingPhotosQueryOptions(trackingId), enabled: trackingId !== '' });
