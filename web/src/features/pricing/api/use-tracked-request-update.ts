import type { CustomerRequestView } from '@contracts/request-views';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trackedRequestQueryKey } from '@/lib/query-keys';

/** Writes an answer's returned view into the tracking page's cache; the socket pushes the same view. */
export function useTrackedRequestUpdate(trackingId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (view: CustomerRequestView) => queryClient.setQueryData(trackedRequestQueryKey(trackingId), view),
    [queryClient, trackingId],
  );
}
