export { adminMessagesQueryOptions, getAdminMessages, useAdminMessages } from './api/get-messages';
export { MessagesList } from './components/messages-list';
export { RequestTextsCard } from './components/request-texts-card';
export { SmsStatusBadge } from './components/sms-status-badge';
