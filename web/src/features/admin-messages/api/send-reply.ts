import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationMessageView, ConversationReplyBody, ConversationThreadView } from '@contracts/conversation-views';
import { apiClient } from '@/lib/api-client';
import { conversationKeys } from './get-conversations';

export const sendReply = (phone: string, body: ConversationReplyBody) =>
  apiClient.post<ConversationMessageView>(`/api/admin/conversations/${encodeURIComponent(phone)}/replies`, body);

/** Queues the dispatcher's reply and shows it in the open thread at once. */
export function useSendReply(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendReply(phone, { body }),
    onSuccess: (message) => {
      queryClient.setQueryData<ConversationThreadView>(conversationKeys.thread(phone), (thread) =>
        thread && !thread.messages.some((item) => item.id === message.id) ? { ...thread, messages: [...thread.messages, message] } : thread,
      );
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    },
  });
}
