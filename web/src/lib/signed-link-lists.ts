/**
 * How a list holding signed file links (photos) is kept fresh. The links work for about ten minutes,
 * so an open page reads the list again before they lapse (a thumbnail opened later must still open),
 * and a page come back to after longer reads it on focus. Not on every focus: each read signs new
 * links, and every thumbnail then loads again.
 */
export const SIGNED_LINK_LIST_TIMING = { staleTime: 5 * 60_000, refetchInterval: 8 * 60_000 } as const;
