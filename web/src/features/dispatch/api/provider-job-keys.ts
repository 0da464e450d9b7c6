export const providerJobKeys = {
  all: ['provider-job'] as const,
  job: (jobId: string) => [...providerJobKeys.all, jobId] as const,
};

export const providersKeys = {
  all: ['admin', 'providers'] as const,
  list: (search: string) => [...providersKeys.all, 'list', search] as const,
};
