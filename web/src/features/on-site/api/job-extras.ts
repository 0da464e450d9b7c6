import type { ExtrasView, ProposeExtraBody } from '@contracts/extra-views';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';
import { SIGNED_LINK_LIST_TIMING } from '@/lib/signed-link-lists';
import { jobPath } from './get-provider-job';
import { providerJobKeys } from './provider-job-keys';

/** Extras are proposed at the car, and their answers shown until the job link closes. */
const EXTRA_STATUSES: readonly string[] = ['arrived', 'in_progress', 'completed'];
export const jobHasExtras = (status: string) => EXTRA_STATUSES.includes(status);

/** Only while the provider is at the car and the job is not yet done. */
export const canProposeExtra = (status: string) => status === 'arrived' || status === 'in_progress';

// Each extra carries its photo's signed link, so the list keeps the photo lists' timing.
export const jobExtrasQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: providerJobKeys.extras(jobId),
    queryFn: ({ signal }) => apiClient.get<ExtrasView>(`${jobPath(jobId)}/extras`, { signal }),
    ...SIGNED_LINK_LIST_TIMING,
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.isClientError),
  });

export const useJobExtras = (jobId: string, status: string) => useQuery({ ...jobExtrasQueryOptions(jobId), enabled: jobHasExtras(status) });

export function useProposeExtra(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProposeExtraBody) => apiClient.post<ExtrasView>(`${jobPath(jobId)}/extras`, body),
    onSuccess: (extras) => queryClient.setQueryData(providerJobKeys.extras(jobId), extras),
    // Refused because the job moved on (completed, say): show it as it is now.
    onError: (error) => {
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: providerJobKeys.job(jobId) });
    },
  });
}
