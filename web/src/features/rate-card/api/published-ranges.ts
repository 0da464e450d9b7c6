import type { PublishedRangesView } from '@contracts/rate-card-views';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const publishedRangesKey = ['pricing-ranges'] as const;

export const getPublishedRanges = (signal?: AbortSignal) => apiClient.get<PublishedRangesView>('/api/pricing/ranges', { signal });

/**
 * The ranges the card in force publishes. Read after the page is on screen (a prerendered page shows the first
 * card's until they arrive); undefined until then, when they cannot be read, and when not `enabled` (a page
 * that publishes no range).
 */
export const usePublishedRanges = (enabled = true) =>
  useQuery({ queryKey: publishedRangesKey, queryFn: ({ signal }) => getPublishedRanges(signal), staleTime: 5 * 60_000, enabled }).data;
