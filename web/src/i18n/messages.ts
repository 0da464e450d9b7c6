import sharedEn from '@contracts/messages/shared.en.json';
import sharedEs from '@contracts/messages/shared.es.json';
import type { Language } from '@domain/language';
import commonEn from './catalogues/common.en.json';
import commonEs from './catalogues/common.es.json';
import contentEn from './catalogues/content.en.json';
import contentEs from './catalogues/content.es.json';
import errorsEn from './catalogues/errors.en.json';
import errorsEs from './catalogues/errors.es.json';
import marketingEn from './catalogues/marketing.en.json';
import marketingEs from './catalogues/marketing.es.json';
import paymentEn from './catalogues/payment.en.json';
import paymentEs from './catalogues/payment.es.json';
import providerEn from './catalogues/provider.en.json';
import providerEs from './catalogues/provider.es.json';
import requestEn from './catalogues/request.en.json';
import requestEs from './catalogues/request.es.json';
import termsEn from './catalogues/terms.en.json';
import termsEs from './catalogues/terms.es.json';
import trackingEn from './catalogues/tracking.en.json';
import trackingEs from './catalogues/tracking.es.json';

/**
 * Every text a customer or provider reads, as ICU messages: one catalogue pair per area of the app
 * (`<area>.en.json`, `<area>.es.json`), keys prefixed with the area, and the service names and status
 * copy the server's texts share (`src/contracts/messages`). English is the source; the catalogue
 * check in `catalogues.spec.ts` keeps Spanish complete and every key in use.
 */
const english = {
  ...sharedEn,
  ...commonEn,
  ...contentEn,
  ...errorsEn,
  ...marketingEn,
  ...paymentEn,
  ...providerEn,
  ...requestEn,
  ...termsEn,
  ...trackingEn,
};

export type MessageId = keyof typeof english;

const spanish: Record<MessageId, string> = {
  ...sharedEs,
  ...commonEs,
  ...contentEs,
  ...errorsEs,
  ...marketingEs,
  ...paymentEs,
  ...providerEs,
  ...requestEs,
  ...termsEs,
  ...trackingEs,
};

export const MESSAGES: Record<Language, Record<MessageId, string>> = { en: english, es: spanish };
