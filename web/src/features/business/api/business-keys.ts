import type { PartnerJobStatus } from '@domain/business-accounts';

/** Under 'business': signing out of the portal drops them all. */
export const businessKeys = {
  all: ['business'] as const,
  me: ['business', 'me'] as const,
  jobs: ['business', 'jobs'] as const,
  jobList: (status: PartnerJobStatus | 'all') => ['business', 'jobs', 'list', status] as const,
  job: (id: string) => ['business', 'jobs', 'detail', id] as const,
  invoices: ['business', 'invoices'] as const,
  apiKeys: ['business', 'api-keys'] as const,
  webhooks: ['business', 'webhook-endpoints'] as const,
  deliveries: (endpointId: string) => ['business', 'webhook-endpoints', endpointId, 'deliveries'] as const,
  members: ['business', 'members'] as const,
};

export const BUSINESS_API = '/api/business';
