import type { Language } from '@domain/language';
import type { Messages } from './messages';
import { ENGLISH } from './messages.en';
import { SPANISH } from './messages.es';

/** Both languages at once, for prerendering and tests; the browser loads only the areas its reader's pages need (`requireAreas`). */
export const MESSAGES: Record<Language, Messages> = { en: ENGLISH, es: SPANISH };
