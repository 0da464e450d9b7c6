import type { Language } from '@domain/language';
import type { MessageId } from './messages.en';

export type { MessageId } from './messages.en';
export type Messages = Record<MessageId, string>;

/** A toast's or a page state's heading and sentence, as catalogue ids the screen formats. */
export type TitledMessage = { title: MessageId; description: MessageId };

/**
 * Every text a customer or provider reads, as ICU messages: one catalogue pair per area of the app
 * (`catalogues/<area>.en.json`, `<area>.es.json`), keys prefixed with the area, and the service names
 * and status copy the server's texts share (`src/contracts/messages`). English is the source; the
 * catalogue check in `catalogues.spec.ts` keeps Spanish complete and every key in use.
 *
 * Each language is its own chunk, loaded once: a reader downloads only the language they read.
 */
const loading: Partial<Record<Language, Promise<Messages>>> = {};

export function loadMessages(language: Language): Promise<Messages> {
  loading[language] ??= language === 'es' ? import('./messages.es').then((module) => module.SPANISH) : import('./messages.en').then((module) => module.ENGLISH);
  return loading[language];
}

/** The staff area's English before sign-in (`messages.staff`): a fraction of the whole catalogue. */
export function loadStaffMessages(): Promise<Messages> {
  return import('./messages.staff').then((module) => module.STAFF_ENGLISH);
}
