import type { LocationShareView } from '@contracts/location-share-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';

/** The link's view, and once this page shared a position, the place the server made of it. */
export type LocationShareState = LocationShareView & { sharedAddress?: string | null };

export const locationShareKey = (token: string) => ['location-share', token] as const;

export const getLocationShare = (token: string, signal?: AbortSignal) =>
  apiClient.get<LocationShareView>(`/api/location-shares/${encodeURIComponent(token)}`, { signal });

/**
 * Read once: only this page's own share changes the link (the answer is written into the cache), and
 * an expiry meanwhile is the share's own answer. A 404, 410 or 429 is an answer, not a blip.
 */
export const locationShareQueryOptions = (token: string) =>
  queryOptions<LocationShareState>({
    queryKey: locationShareKey(token),
    queryFn: ({ signal }) => getLocationShare(token, signal),
    enabled: token !== '',
    staleTime: Infinity,
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.isClientError),
  });

export const useLocationShare = (token: string) => useQuery(locationShareQueryOptions(token));
