import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SmsMessageView } from '@contracts/request-views';
import { apiClient } from '@/lib/api-client';

export const DEFAULT_MESSAGES_LIMIT = 100;

/** The most recent texts the product sent or queued, newest first. */
export const getAdminMessages = (limit = DEFAULT_MESSAGES_LIMIT, signal?: AbortSignal) =>
  apiClient.get<SmsMessageView[]>(`/api/admin/messages?limit=${limit}`, { signal });

export const adminMessagesQueryOptions = (limit = DEFAULT_MESSAGES_LIMIT) =>
  queryOptions({
    queryKey: ['admin', 'messages', { limit }] as const,
    queryFn: ({ signal }) => getAdminMessages(limit, signal),
  });

export const useAdminMessages = (limit?: number) => useQuery(adminMessagesQueryOptions(limit));
