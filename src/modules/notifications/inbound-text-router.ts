import type { Language } from '../../domain/language';
import type { TextCommand } from '../../domain/text-commands';

/** A stored inbound text with what it asks for. */
export interface InboundText {
  messageId: string;
  /** E.164 of the sender. */
  from: string;
  body: string;
  command: TextCommand;
  /** 'es' when the text was a Spanish keyword: it is answered in Spanish whatever the sender's language. */
  saidIn: Language | null;
}

/** `handled`: a command was carried out and answered; otherwise the text is for a person. */
export interface RoutedText {
  handled: boolean;
  /** The request the text belongs to, if the sender has an active one. */
  requestId: string | null;
  /** Answered, and still for a person to read: the first text of a request by text, a call-back request. */
  alsoToInbox?: boolean;
  /** The sender asked (CALL), or needs, a dispatcher to phone them back: the inbox alert says so. */
  callbackRequested?: boolean;
}

/**
 * Matches a text to the sender's active request or job and carries out customer and provider
 * commands. Implemented by the module that owns those moves; the notifications worker is given it.
 */
export interface InboundTextRouter {
  route(text: InboundText): Promise<RoutedText>;
  /** The language of the sender's newest job (as a provider) or open request (as a customer), if any. */
  languageOf(phone: string): Promise<Language | null>;
}

export const INBOUND_TEXT_ROUTER = Symbol('INBOUND_TEXT_ROUTER');

/** The idempotency key of the one answer to an inbound text. */
export const replyKey = (inboundMessageId: string): string => `reply:${inboundMessageId}`;
