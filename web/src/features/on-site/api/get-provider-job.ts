import type { ProviderJobView } from '@contracts/provider-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';
import { providerJobKeys } from './provider-job-keys';

export const jobPath = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}`;

export const getProviderJob = (jobId: string, signal?: AbortSignal) => apiClient.get<ProviderJobView>(jobPath(jobId), { signal });

/** The socket keeps this fresh ('request.changed' writes the same key); focus and reconnect refetch it. */
export const providerJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: providerJobKeys.job(jobId),
    queryFn: ({ signal }) => getProviderJob(jobId, signal),
    staleTime: 15_000,
    // A code that is unknown or expired (the server's page already said so) is not asked about again on every mount.
    retryOnMount: false,
    // A 404 or 410 is an answer, not a blip: show it at once.
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.isClientError),
  });

export const useProviderJob = (jobId: string) => useQuery(providerJobQueryOptions(jobId));
