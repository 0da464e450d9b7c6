import type { FleetView } from '@contracts/offer-views';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Under 'admin', so signing out clears it with the rest of the staff's data. */
export const fleetKeys = { all: ['admin', 'fleet'] as const };

export const getFleet = (signal?: AbortSignal) => apiClient.get<FleetView>('/api/admin/fleet', { signal });

export const fleetQueryOptions = () =>
  queryOptions({
    queryKey: fleetKeys.all,
    queryFn: ({ signal }) => getFleet(signal),
    // The admin socket keeps it live; the minute refetch turns positions stale on time without one.
    refetchInterval: 60_000,
  });
