import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export type PublicConfig = {
  supportPhone: string;
  supportPhoneDisplay: string;
  mapTileUrl: string;
  /** Road distances and drive times are available. */
  roadRouting: boolean;
};

export const getPublicConfig = (signal?: AbortSignal) => apiClient.get<PublicConfig>('/api/config', { signal });

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'] as const,
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
