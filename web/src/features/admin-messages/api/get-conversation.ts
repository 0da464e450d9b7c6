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

/** How often an open thread is read again while one of our texts is still on its way out. */
const SENDING_REFRESH_MS = 2_000;
/** A text still not out after this long is waiting on retries or an outage: Refresh shows it then. */
const SENDING_WATCH_MS = 2 * 60_000;

const stillSending = (thread: ConversationThreadView | undefined): boolean =>
  Boolean(
    thread?.messages.some(
      (message) =>
        message.direction === 'outbound' &&
        (message.status === 'queued' || message.status === 'sending') &&
        Date.now() - Date.parse(message.createdAt) < SENDING_WATCH_MS,
    ),
  );

/**
 * Opening a thread reads it, so the list's unread counts are refetched once it has loaded. While a
 * reply is queued or sending the thread is read again, so the dispatcher sees it go out without Refresh.
 */
export function useConversation(phone: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...conversationQueryOptions(phone ?? ''),
    enabled: phone !== null,
    refetchInterval: (current) => (stillSending(current.state.data) ? SENDING_REFRESH_MS : false),
  });
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: conversationKeys.list() });
  }, [dataUpdatedAt, queryClient]);
  return query;
}
