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

/** The element in which the server hands prerendered pages this deployment's config. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

/** Seeds the config the server embedded in the page, so the first render (and hydration) needs no request. */
export function seedPublicConfig<T extends { setQueryData: (key: readonly unknown[], value: PublicConfig) => unknown }>(queryClient: T): T {
  const embedded = typeof document === 'undefined' ? null : document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (embedded) {
    try {
      queryClient.setQueryData(publicConfigQueryOptions().queryKey, JSON.parse(embedded) as PublicConfig);
    } catch {
      // A broken embed costs one request to /api/config, nothing more.
    }
  }
  return queryClient;
}
