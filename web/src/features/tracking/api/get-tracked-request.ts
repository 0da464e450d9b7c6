import { useQuery } from '@tanstack/react-query';
import { trackedRequestQueryOptions } from '@/lib/tracked-request-query';

export { getTrackedRequest, trackedRequestQueryOptions } from '@/lib/tracked-request-query';

export const useTrackedRequest = (trackingId: string) => useQuery(trackedRequestQueryOptions(trackingId));
