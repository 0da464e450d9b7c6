import type { PhotoView } from '@contracts/provider-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SIGNED_LINK_LIST_TIMING } from '@/lib/signed-link-lists';
import { adminRequestsKeys } from '@/lib/query-keys';

// Besides its own timing, the feed's change events and a thumbnail that fails to load read it again.
export const adminRequestPhotosQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminRequestsKeys.photos(id),
    queryFn: ({ signal }) => apiClient.get<PhotoView[]>(`/api/admin/requests/${encodeURIComponent(id)}/photos`, { signal }),
    ...SIGNED_LINK_LIST_TIMING,
  });

export const useAdminRequestPhotos = (id: string) => useQuery(adminRequestPhotosQueryOptions(id));
