import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ConversationThreadView } from '@contracts/conversation-views';
import { apiClient } from '@/lib/api-client';
import { conversationKeys } from './get-conversations';

/** Every text with one number, oldest first; the server marks its inbound texts read. */
export const getConversation = (phone: string, signal?: AbortSignal) =>
  apiClient.get<ConversationThreadView>(`/api/admin/conversations/${encodeURIComponent(phone)}`, { signal });

export const conversationQueryOptions = (phone: string) =>
  queryOptions({ queryKey: conversationKeys.thread(phone), queryFn: ({ signal }) => getConversation(phone, signal) });

/** Opening a thread reads it, so the list's unread counts are refetched once it has loaded. */
export function useConversation(phone: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...conversationQueryOptions(phone ?? ''), enabled: phone !== null });
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: conversationKeys.list() });
  }, [dataUpdatedAt, queryClient]);
  return query;
}
