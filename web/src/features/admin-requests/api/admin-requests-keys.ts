/** Every admin request query lives under ['admin', 'requests'], so sign-out and socket events reach them all. */
export const adminRequestsKeys = {
  all: ['admin', 'requests'] as const,
  list: () => [...adminRequestsKeys.all, 'list'] as const,
  details: () => [...adminRequestsKeys.all, 'detail'] as const,
  detail: (id: string) => [...adminRequestsKeys.details(), id] as const,
};
