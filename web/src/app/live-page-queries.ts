import type { QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { offerPageKey } from '@/features/dispatch';
import { providerJobQueryOptions } from '@/features/on-site';
import { routePatterns } from '@/lib/paths';
import { trackedRequestQueryKey } from '@/lib/query-keys';

/**
 * The pages the server renders per request, each from one answer it reads for it: the query whose
 * data (or refusal) the page shows first. The server reads the answer; this says where it goes.
 */
export function livePageQueryKey({ pathname, searchParams }: URL): QueryKey | null {
  const trackingId = matchPath(routePatterns.track, pathname)?.params.trackingId;
  if (trackingId) return trackedRequestQueryKey(trackingId);
  // The payment page reads the request by the code in its query; without one, the server's refusal says so.
  if (matchPath(routePatterns.payment, pathname)) return trackedRequestQueryKey(searchParams.get('code') ?? '');
  const jobId = matchPath(routePatterns.provider, pathname)?.params.jobId;
  if (jobId) return providerJobQueryOptions(jobId).queryKey;
  const offerCode = matchPath(routePatterns.offer, pathname)?.params.offerCode;
  if (offerCode) return offerPageKey(offerCode);
  return null;
}
