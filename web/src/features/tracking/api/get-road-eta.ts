import type { RoadEtaView } from '@contracts/provider-views';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Every half minute is honest enough for a drive and spares the router. */
const REFRESH_MS = 30_000;

/** Null (204) when the server has no road estimate; the page then shows its straight-line one. */
export const getRoadEta = async (trackingId: string, signal?: AbortSignal): Promise<RoadEtaView | null> =>
  (await apiClient.get<RoadEtaView | undefined>(`/api/track/${encodeURIComponent(trackingId)}/eta`, { signal })) ?? null;

export const useRoadEta = (trackingId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['tracking', trackingId, 'road-eta'],
    queryFn: ({ signal }) => getRoadEta(trackingId, signal),
    enabled,
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS,
  });
