import { jobBalanceMethod } from '../../../domain/card-balance';
import type { Language } from '../../../domain/language';
import { payoutCents } from '../../../domain/money';
import { required } from '../../../domain/required';
import { withOptOut } from '../../notifications';
import { termsPageUrl } from './request-links';
import {
  amount,
  destinationOf,
  goneOnArrivalFacts,
  pickupArea,
  providerName,
  accountName,
  statusLine,
  vehicleOf,
  withJobLink,
  withPaymentLink,
  withTrackingLink,
  writerIn,
  type RequestTemplate,
  type TemplateInput,
} from './request-text-parts';
import { TEXT_ONLY_TEMPLATES } from './text-only-templates';

/** Every text of a request's lifecycle, to its customer or its provider, in one place; each message is in `messages/requests.{en,es}.json`. */
export const REQUEST_TEMPLATES = {
  'request-received': withTrackingLink((url, request, w) => w.say('sms.requestReceived', { service: w.service(request.serviceType), url })),
  'account-request-received': withTrackingLink((url, request, w) =>
    w.say('sms.accountRequestReceived', { account: accountName(request.onBehalfOf), service: w.service(request.serviceType), url }),
  ),
  'price-offered': withTrackingLink((url, request, w, publicUrl) =>
    w.say('sms.priceOffered', { price: w.usd(amount(request.adminPriceCents)), termsUrl: termsPageUrl(publicUrl, w), url }),
  ),
  'counter-accepted': withPaymentLink((url, request, w) => w.say('sms.counterAccepted', { price: w.usd(amount(request.finalPriceCents)), url })),
  'counter-rejected': withTrackingLink((url, _request, w) => w.say('sms.counterRejected', { url })),
  'final-offer': withTrackingLink((url, request, w, publicUrl) =>
    w.say('sms.finalOffer', { price: w.usd(amount(request.adminCounterOfferCents)), termsUrl: termsPageUrl(publicUrl, w), url }),
  ),
  'payment-link': withPaymentLink((url, request, w) =>
    w.say('sms.paymentLink', { price: w.usd(amount(request.finalPriceCents)), deposit: w.usd(amount(request.depositAmountCents)), url }),
  ),
  'deposit-received': withTrackingLink((url, request, w) =>
    w.say('sms.depositReceived', {
      deposit: w.usd(amount(request.depositAmountCents)),
      percent: 100 - request.depositPercentage,
      balance: w.usd(amount(request.finalPriceCents) - amount(request.depositAmountCents)),
      url,
    }),
  ),
  'job-assigned': withJobLink((url, request, w) =>
    w.say('sms.jobAssigned', {
      service: w.service(request.serviceType),
      vehicle: vehicleOf(request, w),
      pickup: pickupArea(request, w),
      destination: request.destinationAddress ? destinationOf(request, w) : 'none',
      payout: request.finalPriceCents == null ? 'none' : w.usd(payoutCents(request.finalPriceCents)),
      byCard: jobBalanceMethod(request) === 'card' ? 'yes' : 'no',
      url,
    }),
  ),
  'job-withdrawn': withJobLink((_url, _request, w) => w.say('sms.jobWithdrawn')),
  'job-cancelled-late': withJobLink((_url, _request, w) => w.say('sms.jobCancelledLate')),
  'running-late': withTrackingLink((url, request, w) =>
    w.say('sms.runningLate', {
      provider: providerName(request, w),
      arrival: w.time(required(request.predictedArrivalAt, 'the predicted arrival')),
      promised: w.time(required(request.promisedArrivalAt, 'the promised arrival')),
      deposit: w.usd(amount(request.depositAmountCents)),
      url,
    }),
  ),
  'provider-assigned': withTrackingLink((url, request, w) =>
    w.say('sms.providerAssigned', {
      provider: providerName(request, w),
      vehicleInfo: request.provider?.vehicleInfo || 'none',
      arrival: request.promisedArrivalAt ? w.time(request.promisedArrivalAt) : 'none',
      url,
    }),
  ),
  // With the arrival code the customer gives only to this driver: the truck at the car is provably the one they paid for.
  'provider-en-route': withTrackingLink((url, request, w) =>
    request.arrivalCode
      ? w.say('sms.providerEnRouteWithCode', { provider: providerName(request, w), code: request.arrivalCode, url })
      : w.say('sms.providerEnRoute', { provider: providerName(request, w), url }),
  ),
  'provider-arrived': withTrackingLink((url, request, w) => w.say('sms.providerArrived', { provider: providerName(request, w), url })),
  'service-started': withTrackingLink((url, _request, w) => w.say('sms.serviceStarted', { url })),
  'service-completed': withTrackingLink((url, request, w) => w.say('sms.serviceCompleted', { provider: providerName(request, w), url })),
  'request-status': withTrackingLink((url, request, w) => w.say('sms.requestStatus', { ...statusLine(request, w), url })),
  'provider-eta': withTrackingLink((url, request, w) => w.say('sms.providerEta', { minutes: amount(request.providerEtaMinutes), url })),
  'deposit-refunded': withTrackingLink((url, request, w) => w.say('sms.depositRefunded', { deposit: w.usd(amount(request.depositAmountCents)), url })),
  'final-offer-rejected': ({ request, publicUrl }, w) =>
    w.say('sms.finalOfferRejected', { price: w.usd(amount(request.adminCounterOfferCents)), url: `${publicUrl}/request` }),
  'request-deleted': ({ request, supportPhone }, w) => w.say('sms.requestDeleted', { service: w.service(request.serviceType), supportPhone }),
  'payment-link-withdrawn': ({ request, supportPhone }, w) =>
    w.say('sms.paymentLinkWithdrawn', { service: w.service(request.serviceType), supportPhone }),
  'cancelled-deposit-kept': withTrackingLink((url, request, w) => w.say('sms.cancelledDepositKept', { deposit: w.usd(amount(request.depositAmountCents)), url })),
  'job-cancelled-by-customer': withJobLink((_url, request, w) =>
    w.say('sms.jobCancelledByCustomer', { credit: request.providerCreditCents ? w.usd(request.providerCreditCents) : 'none' }),
  ),
  'customer-not-here': withTrackingLink((url, _request, w) => w.say('sms.customerNotHere', { url })),
  'customer-is-here': withJobLink((url, _request, w) => w.say('sms.customerIsHere', { url })),
  'gone-on-arrival-receipt': withTrackingLink((url, request, w) => w.say('sms.goneOnArrivalReceipt', { ...goneOnArrivalFacts(request, w), url })),
  'job-closed-gone-on-arrival': withJobLink((_url, request, w) => w.say('sms.jobClosedGoneOnArrival', { credit: w.usd(amount(request.providerCreditCents)) })),
  'no-provider-yet': withTrackingLink((url, request, w) => w.say('sms.noProviderYet', { deposit: w.usd(amount(request.depositAmountCents)), url })),
  'provider-dropped': withTrackingLink((url, _request, w) => w.say('sms.providerDropped', { url })),
  'request-cancelled': withTrackingLink((url, request, w) =>
    w.say('sms.requestCancelled', { refunded: request.paymentStatus === 'refunded' ? 'yes' : 'no', url }),
  ),
} satisfies Record<string, RequestTemplate>;

export type RequestTemplateName = keyof typeof REQUEST_TEMPLATES;


/** A text about a request in `language`, with the opt-out hint carriers expect; null when it cannot be written yet. */
export function writeTemplate(name: RequestTemplateName, language: Language, input: TemplateInput): string | null {
  const writer = writerIn(language);
  const template: RequestTemplate = (input.request.textOnly && TEXT_ONLY_TEMPLATES[name]) || REQUEST_TEMPLATES[name];
  const body = template(input, writer);
  return body === null ? null : withOptOut(writer, body);
}

/** The answer to TEXT ONLY: from now on every text describes its step in full. */
export function writeTextOnlyOn(language: Language): string {
  const writer = writerIn(language);
  return withOptOut(writer, writer.say('sms.reply.textOnlyOn'));
}
