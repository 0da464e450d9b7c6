/**
 * Cache keys that more than one feature reads or writes: the tracking page fetches the tracked
 * request, the request form seeds it and pricing writes its answers into it; pricing also refreshes
 * the admin request views after a decision; the tracking page's feed reads again the photos and extra
 * charges that on-site's panels show. Every admin key starts with 'admin', so signing out clears them all.
 */
export const trackedRequestQueryKey = (trackingId: string) => ['tracking', trackingId] as const;
export const trackingPhotosQueryKey = (trackingId: string) => [...trackedRequestQueryKey(trackingId), 'photos'] as const;
export const trackingExtrasQueryKey = (trackingId: string) => [...trackedRequestQueryKey(trackingId), 'extras'] as const;

export const adminRequestsKeys = {
  all: ['admin', 'requests'] as const,
  list: () => [...adminRequestsKeys.all, 'list'] as const,
  // Under the list's key, so every change that refreshes the list refreshes this one too.
  cancelled: () => [...adminRequestsKeys.list(), 'cancelled'] as const,
  details: () => [...adminRequestsKeys.all, 'detail'] as const,
  detail: (id: string) => [...adminRequestsKeys.details(), id] as const,
  // Under the request's key, so every change the feed reports about it reads its photos again too.
  photos: (id: string) => [...adminRequestsKeys.detail(id), 'photos'] as const,
  // Likewise: a proposal, an answer or a void is a change of the request, and reads the extras again.
  extras: (id: string) => [...adminRequestsKeys.detail(id), 'extras'] as const,
};
