import sharedEs from '@contracts/messages/shared.es.json';
import commonEs from './catalogues/common.es.json';
import contentEs from './catalogues/content.es.json';
import errorsEs from './catalogues/errors.es.json';
import joinEs from './catalogues/join.es.json';
import locateEs from './catalogues/locate.es.json';
import marketingEs from './catalogues/marketing.es.json';
import offerEs from './catalogues/offer.es.json';
import paymentEs from './catalogues/payment.es.json';
import providerEs from './catalogues/provider.es.json';
import providerPageEs from './catalogues/providerPage.es.json';
import requestEs from './catalogues/request.es.json';
import siteEs from './catalogues/site.es.json';
import termsEs from './catalogues/terms.es.json';
import trackingEs from './catalogues/tracking.es.json';
import type { MessageId } from './messages.en';

/** Every Spanish message; the type makes a missing key a compile error too. */
export const SPANISH: Record<MessageId, string> = {
  ...sharedEs,
  ...commonEs,
  ...contentEs,
  ...errorsEs,
  ...joinEs,
  ...locateEs,
  ...marketingEs,
  ...offerEs,
  ...paymentEs,
  ...providerEs,
  ...providerPageEs,
  ...requestEs,
  ...siteEs,
  ...termsEs,
  ...trackingEs,
};
