export { conversationQueryOptions, getConversation, useConversation } from './api/get-conversation';
export { conversationKeys, conversationsQueryOptions, getConversations, useConversations, useUnreadTextCount } from './api/get-conversations';
export { sendReply, useSendReply } from './api/send-reply';
export { inboxHref, useInboxEvents } from './api/use-inbox-events';
export { ConversationList } from './components/conversation-list';
export { ConversationThread } from './components/conversation-thread';
export { InboxLiveAlerts } from './components/inbox-live-alerts';
export { RequestTextsCard } from './components/request-texts-card';
export { SmsStatusBadge } from './components/sms-status-badge';
