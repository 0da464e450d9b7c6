import type { PartnerJobPage, PartnerJobView } from '@contracts/account-views';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { PortalJobBody } from '../lib/new-job-form';
import { BUSINESS_API, businessKeys } from './business-keys';

const JOBS = `${BUSINESS_API}/jobs`;
const jobPath = (id: string) => `${JOBS}/${encodeURIComponent(id)}`;

export const getJobs = (cursor: string | null, signal?: AbortSignal) =>
  apiClient.get<PartnerJobPage>(`${JOBS}${cursor ? `?${new URLSearchParams({ cursor })}` : ''}`, { signal });

/** Where a job stands changes while the page is open: the list reads again every half minute. */
const LIVE_MS = 30_000;

/** The account's jobs, newest first, a page at a time. */
export const useJobs = () =>
  useInfiniteQuery({
    queryKey: businessKeys.jobList('all'),
    queryFn: ({ pageParam, signal }) => getJobs(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: LIVE_MS,
  });

export const getJob = (id: string, signal?: AbortSignal) => apiClient.get<PartnerJobView>(jobPath(id), { signal });

export const useJob = (id: string) => useQuery({ queryKey: businessKeys.job(id), queryFn: ({ signal }) => getJob(id, signal), refetchInterval: LIVE_MS });

export const createJob = (body: PortalJobBody, idempotencyKey: string) =>
  apiClient.post<PartnerJobView>(JOBS, body, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PortalJobBody; idempotencyKey: string }) => createJob(body, idempotencyKey),
    onSuccess: (job) => {
      queryClient.setQueryData(businessKeys.job(job.id), job);
      void queryClient.invalidateQueries({ queryKey: businessKeys.jobs });
    },
  });
}

export const cancelJob = (id: string) => apiClient.post<PartnerJobView>(`${jobPath(id)}/cancel`);

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSuccess: (job) => {
      queryClient.setQueryData(businessKeys.job(job.id), job);
      void queryClient.invalidateQueries({ queryKey: businessKeys.jobList('all') });
    },
  });
}
