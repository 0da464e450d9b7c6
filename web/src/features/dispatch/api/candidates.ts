import type { CandidateView } from '@contracts/provider-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const candidatesQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: ['admin', 'requests', requestId, 'candidates'] as const,
    queryFn: ({ signal }) => apiClient.get<CandidateView[]>(`/api/admin/requests/${encodeURIComponent(requestId)}/candidates`, { signal }),
  });

/** The roster ranked for a request; refreshed on each opening of the card, as providers go on and off duty. */
export const useCandidates = (requestId: string) => useQuery(candidatesQueryOptions(requestId));
