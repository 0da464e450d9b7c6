import type { SmsMessageView } from './request-views';

/** A dispatcher's reply is one text of at most this many characters (about three SMS segments). */
export const MAX_REPLY_LENGTH = 480;

/** The newest request a conversation's texts belong to. */
export interface ConversationRequestView {
  id: string;
  trackingId: string | null;
  status: string;
}

/** One text of a conversation, whichever way it went. */
export interface ConversationMessageView extends SmsMessageView {
  direction: 'inbound' | 'outbound';
  /** E.164 of the sender on inbound texts; null on ours. */
  from: string | null;
  /** Inbound texts: when a dispatcher opened the conversation; null while unread (and on outbound texts). */
  readAt: string | null;
  /** A reply typed in the inbox: the member of staff who sent it, as they were named then; null on every other text. */
  staffName: string | null;
}

/** Every text with one phone number (a customer's or a provider's), summed up for the inbox. */
export interface ConversationSummaryView {
  /** E.164 of the other party: the recipient of our texts, the sender of theirs. */
  phone: string;
  lastMessage: ConversationMessageView;
  /** Inbound texts no dispatcher has opened yet. */
  unreadCount: number;
  request: ConversationRequestView | null;
}

/** One conversation, every text in time order (oldest first). */
export interface ConversationThreadView {
  phone: string;
  request: ConversationRequestView | null;
  optedOut: boolean;
  messages: ConversationMessageView[];
}

export interface ConversationReplyBody {
  body: string;
}

/** The inbox lists at most this many conversations, most recent activity first. */
export const CONVERSATION_LIST_LIMIT = 200;
