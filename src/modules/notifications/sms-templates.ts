/** Every text the product sends, in one place. Each ends with the opt-out hint carriers expect. */
const OPT_OUT = 'Reply STOP to opt out.';
const BRAND = 'DFW Roadside';

export const SMS_TEMPLATES = {
  requestReceived: 'request-received',
  priceOffered: 'price-offered',
  counterAccepted: 'counter-accepted',
  counterRejected: 'counter-rejected',
  finalOffer: 'final-offer',
} as const;

const trackUrl = (publicUrl: string, code: string) => `${publicUrl}/track/${code}`;

export const smsText = {
  requestReceived: (publicUrl: string, code: string, serviceType: string) =>
    `${BRAND}: we received your ${serviceType} request. A dispatcher will text you a price shortly. ` +
    `Follow it live: ${trackUrl(publicUrl, code)} ${OPT_OUT}`,
  priceOffered: (publicUrl: string, code: string, price: string) =>
    `${BRAND}: your price is ${price}. Accept it or make one counter-offer here: ${trackUrl(publicUrl, code)} ${OPT_OUT}`,
  counterAccepted: (publicUrl: string, code: string, price: string) =>
    `${BRAND}: good news, your counter-offer of ${price} was accepted. Pay the deposit to book your provider: ` +
    `${trackUrl(publicUrl, code)} ${OPT_OUT}`,
  counterRejected: (publicUrl: string, code: string) =>
    `${BRAND}: we could not accept your counter-offer, so this request was cancelled. ` +
    `Details: ${trackUrl(publicUrl, code)} ${OPT_OUT}`,
  finalOffer: (publicUrl: string, code: string, price: string) =>
    `${BRAND}: our final offer is ${price}. Accept or decline it here: ${trackUrl(publicUrl, code)} ${OPT_OUT}`,
};
