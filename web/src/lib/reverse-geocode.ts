import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';

/** `address` is null when the server has no geocoder or the lookup failed. */
export type ReverseGeocodeResult = { address: string | null };

export const reverseGeocode = (lat: number, lng: number, signal?: AbortSignal) =>
  apiClient.get<ReverseGeocodeResult>(`/api/geocode/reverse?${new URLSearchParams({ lat: String(lat), lng: String(lng) })}`, {
    signal,
  });

export const reverseGeocodeQueryOptions = (lat: number, lng: number) =>
  queryOptions({
    queryKey: ['geocode', 'reverse', lat, lng] as const,
    queryFn: ({ signal }) => reverseGeocode(lat, lng, signal),
    staleTime: Infinity,
    retry: false,
  });

/** An on-demand lookup (a button press, not a render), cached per coordinate pair. */
export function useReverseGeocode() {
  const queryClient = useQueryClient();
  return useCallback(
    (lat: number, lng: number) => queryClient.fetchQuery(reverseGeocodeQueryOptions(lat, lng)),
    [queryClient],
  );
}
