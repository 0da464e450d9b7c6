export const providerJobKeys = {
  all: ['provider-job'] as const,
  job: (jobId: string) => [...providerJobKeys.all, jobId] as const,
  // Under the job's key: reading the job again (a refused step, a reconnect) reads its photos again too.
  photos: (jobId: string) => [...providerJobKeys.job(jobId), 'photos'] as const,
  extras: (jobId: string) => [...providerJobKeys.job(jobId), 'extras'] as const,
};
