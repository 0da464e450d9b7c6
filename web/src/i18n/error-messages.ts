import type { ErrorCode } from '@contracts/error-codes';
import type { MessageId } from './messages';

/**
 * The reader's words for each coded refusal a customer or provider can meet. A code not listed here
 * shows the server's own English message, so every code a customer or provider can see belongs here.
 */
export const ERROR_MESSAGE_IDS: Partial<Record<ErrorCode, MessageId>> = {};
