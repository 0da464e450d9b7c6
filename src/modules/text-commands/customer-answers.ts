import type { Language } from '../../domain/language';
import type { RequestRecord } from '../../domain/request-record';
import type { InboundText, SmsOutboxService } from '../notifications';

/** A Spanish keyword is answered in Spanish; anything else in the language the customer chose. */
export const answerLanguage = (request: RequestRecord, text: InboundText): Language => text.saidIn ?? request.language;

/** The one answer to a customer's text, filed with their request. */
export const answerCustomer = (outbox: SmsOutboxService, request: RequestRecord, text: InboundText, body: string): Promise<void> =>
  outbox.answerOnce(text.messageId, (texts, idempotencyKey) => texts.stage({ to: text.from, body, template: 'customer-reply', idempotencyKey, requestId: request.id }));
