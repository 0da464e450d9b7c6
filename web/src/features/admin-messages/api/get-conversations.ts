import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationSummaryView } from '@contracts/conversation-views';
import { apiClient } from '@/lib/api-client';

export const conversationKeys = {
  all: ['admin', 'conversations'] as const,
  list: () => [...conversationKeys.all, 'list'] as const,
  thread: (phone: string) => [...conversationKeys.all, 'thread', phone] as const,
};

/** One conversation per phone number, most recent activity first. */
export const getConversations = (signal?: AbortSignal) =>
  apiClient.get<ConversationSummaryView[]>('/api/admin/conversations', { signal });

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: conversationKeys.list(), queryFn: ({ signal }) => getConversations(signal) });

/** The inbox reads the server on every visit, even when the nav's unread count has the list cached. */
export const useConversations = () => useQuery({ ...conversationsQueryOptions(), refetchOnMount: 'always' });

/** Inbound texts no dispatcher has opened, across every conversation. */
export function useUnreadTextCount(enabled = true): number {
  const { data } = useQuery({ ...conversationsQueryOptions(), enabled });
  return data?.reduce((sum, conversation) => sum + conversation.unreadCount, 0) ?? 0;
}
