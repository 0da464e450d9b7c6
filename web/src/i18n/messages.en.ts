import sharedEn from '@contracts/messages/shared.en.json';
import commonEn from './catalogues/common.en.json';
import contentEn from './catalogues/content.en.json';
import errorsEn from './catalogues/errors.en.json';
import joinEn from './catalogues/join.en.json';
import locateEn from './catalogues/locate.en.json';
import marketingEn from './catalogues/marketing.en.json';
import offerEn from './catalogues/offer.en.json';
import paymentEn from './catalogues/payment.en.json';
import providerEn from './catalogues/provider.en.json';
import providerPageEn from './catalogues/providerPage.en.json';
import requestEn from './catalogues/request.en.json';
import siteEn from './catalogues/site.en.json';
import termsEn from './catalogues/terms.en.json';
import trackingEn from './catalogues/tracking.en.json';

/** Every English message: the source texts, the spec's words. */
export const ENGLISH = {
  ...sharedEn,
  ...commonEn,
  ...contentEn,
  ...errorsEn,
  ...joinEn,
  ...locateEn,
  ...marketingEn,
  ...offerEn,
  ...paymentEn,
  ...providerEn,
  ...providerPageEn,
  ...requestEn,
  ...siteEn,
  ...termsEn,
  ...trackingEn,
};

export type MessageId = keyof typeof ENGLISH;
