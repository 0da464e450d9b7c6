import type { ProviderJobView } from '@contracts/provider-views';
import type { JobDropBody, ProviderStepBody } from '@contracts/request-bodies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { jobPath } from './get-provider-job';
import { providerJobKeys } from './provider-job-keys';

/** The named step, so a second tap or a second phone is refused instead of moving the job one step too far. */
export const takeProviderStep = (jobId: string, body: ProviderStepBody) => apiClient.post<ProviderJobView>(`${jobPath(jobId)}/steps`, body);

export const acceptProviderAgreement = (jobId: string) => apiClient.post<void>(`${jobPath(jobId)}/agreement`);

/** Tells dispatch at once, so the job can go to someone else. */
export const declineProviderAgreement = (jobId: string) => apiClient.post<void>(`${jobPath(jobId)}/agreement/decline`);

export function useProviderStep(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProviderStepBody) => takeProviderStep(jobId, body),
    onSuccess: (job) => queryClient.setQueryData(providerJobKeys.job(jobId), job),
    // A refused step means the page was behind: show the job as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: providerJobKeys.job(jobId) }),
  });
}

export const useAcceptProviderAgreement = (jobId: string) => useMutation({ mutationFn: () => acceptProviderAgreement(jobId) });

export const useDeclineProviderAgreement = (jobId: string) => useMutation({ mutationFn: () => declineProviderAgreement(jobId) });

/** 'Customer Not Here', once the photo of the spot is in: the customer is texted and has 10 minutes to answer. */
export const reportCustomerNotHere = (jobId: string) => apiClient.post<ProviderJobView>(`${jobPath(jobId)}/not-here`);

/** Gives the accepted job back before arriving, with the reason; the job link stops working. */
export const dropJob = (jobId: string, body: JobDropBody) => apiClient.post<void>(`${jobPath(jobId)}/drop`, body);

export function useReportNotHere(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reportCustomerNotHere(jobId),
    onSuccess: (job) => queryClient.setQueryData(providerJobKeys.job(jobId), job),
    onError: () => queryClient.invalidateQueries({ queryKey: providerJobKeys.job(jobId) }),
  });
}

export const useDropJob = (jobId: string) => useMutation({ mutationFn: (body: JobDropBody) => dropJob(jobId, body) });
