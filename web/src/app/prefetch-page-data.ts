import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { routePatterns } from '@/lib/paths';
import { trackedRequestQueryOptions } from '@/lib/tracked-request-query';

/** Asks for what a page shows first while its code loads, instead of once it renders: the tracking page's request. */
export function prefetchPageData(queryClient: QueryClient, pathname: string) {
  const trackingId = matchPath(routePatterns.track, pathname)?.params.trackingId;
  if (trackingId) void queryClient.prefetchQuery(trackedRequestQueryOptions(trackingId));
}
