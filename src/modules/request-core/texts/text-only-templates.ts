import type { RequestRecord } from '../../../domain/request-record';
import type { RequestStatus } from '../../../domain/request-status';
import { required } from '../../../domain/required';
import { paymentPageUrl } from './request-links';
import { amount, goneOnArrivalFacts, pickupArea, promisedTime, providerName, accountName, statusLine, vehicleOf, type RequestTemplate, type RequestWriter } from './request-text-parts';
import type { RequestTemplateName } from './request-templates';

/**
 * The texts of a customer who asked for TEXT ONLY (screen readers, flip phones): each step fully
 * described, with no 'open the link to see'. Only the card payment still needs a page, and its
 * text offers a dispatcher taking the card by phone instead. Texts not listed here read the same.
 */

type Described = (request: RequestRecord, writer: RequestWriter) => string;

/** The text needs the request to have reached its customer's texts at all (a tracking code), like its linked version. */
const described =
  (body: Described): RequestTemplate =>
  ({ request }, writer) =>
    request.customerTrackingId ? body(request, writer) : null;

const paymentText: RequestTemplate = ({ request, publicUrl }, w) => {
  const url = paymentPageUrl(publicUrl, request);
  return url && w.say('sms.textOnly.paymentLink', { price: w.usd(amount(request.finalPriceCents)), deposit: w.usd(amount(request.depositAmountCents)), url });
};

/** The status copy that points at the page ('the offer below', 'on the map'), said in words a text can carry. */
const STATUS_IN_WORDS: Partial<Record<RequestStatus, Described>> = {
  admin_priced: (_request, w) => w.say('sms.textOnly.status.priceReady'),
  pending_customer_response: (_request, w) => w.say('sms.textOnly.status.priceReady'),
  negotiating: (request, w) =>
    w.say('sms.textOnly.status.negotiating', {
      final: request.negotiationRound === 2 && request.adminCounterOfferCents !== null ? w.usd(request.adminCounterOfferCents) : 'none',
    }),
  en_route: (_request, w) => w.say('sms.textOnly.status.enRoute'),
};

const statusInWords = (request: RequestRecord, w: RequestWriter): { title: string; description: string } => {
  const inWords = STATUS_IN_WORDS[request.status];
  return inWords ? { ...statusLine(request, w), description: inWords(request, w) } : statusLine(request, w);
};

export const TEXT_ONLY_TEMPLATES: Partial<Record<RequestTemplateName, RequestTemplate>> = {
  'request-received': described((request, w) =>
    w.say('sms.textOnly.requestReceived', { service: w.service(request.serviceType), vehicle: vehicleOf(request, w), pickup: pickupArea(request, w) }),
  ),
  'account-request-received': described((request, w) =>
    w.say('sms.textOnly.accountRequestReceived', { account: accountName(request.onBehalfOf), service: w.service(request.serviceType) }),
  ),
  'price-offered': described((request, w) => w.say('sms.textOnly.priceOffered', { service: w.service(request.serviceType), price: w.usd(amount(request.adminPriceCents)) })),
  'final-offer': described((request, w) => w.say('sms.textOnly.finalOffer', { price: w.usd(amount(request.adminCounterOfferCents)) })),
  'counter-rejected': described((_request, w) => w.say('sms.textOnly.counterRejected')),
  'counter-accepted': paymentText,
  'payment-link': paymentText,
  'deposit-received': described((request, w) =>
    w.say('sms.textOnly.depositReceived', {
      deposit: w.usd(amount(request.depositAmountCents)),
      balance: w.usd(amount(request.finalPriceCents) - amount(request.depositAmountCents)),
    }),
  ),
  'provider-assigned': described((request, w) =>
    w.say('sms.textOnly.providerAssigned', { provider: providerName(request, w), vehicleInfo: request.provider?.vehicleInfo || 'none', arrival: promisedTime(request, w) }),
  ),
  'provider-en-route': described((request, w) =>
    w.say('sms.textOnly.providerEnRoute', { provider: providerName(request, w), arrival: promisedTime(request, w), code: request.arrivalCode ?? 'none' }),
  ),
  'provider-arrived': described((request, w) => w.say('sms.textOnly.providerArrived', { provider: providerName(request, w) })),
  'service-started': described((request, w) => w.say('sms.textOnly.serviceStarted', { provider: providerName(request, w) })),
  'service-completed': described((request, w) => w.say('sms.textOnly.serviceCompleted', { provider: providerName(request, w) })),
  'request-status': described((request, w) =>
    w.say('sms.textOnly.requestStatus', {
      ...statusInWords(request, w),
      provider: request.provider ? providerName(request, w) : 'none',
      arrival: request.predictedArrivalAt ? w.time(request.predictedArrivalAt) : promisedTime(request, w),
    }),
  ),
  'provider-eta': described((request, w) => w.say('sms.textOnly.providerEta', { minutes: amount(request.providerEtaMinutes) })),
  'running-late': described((request, w) =>
    w.say('sms.textOnly.runningLate', {
      provider: providerName(request, w),
      arrival: w.time(required(request.predictedArrivalAt, 'the predicted arrival')),
      promised: w.time(required(request.promisedArrivalAt, 'the promised arrival')),
      deposit: w.usd(amount(request.depositAmountCents)),
    }),
  ),
  'final-offer-rejected': ({ request }, w) => w.say('sms.textOnly.finalOfferRejected', { price: w.usd(amount(request.adminCounterOfferCents)) }),
  'deposit-refunded': described((request, w) => w.say('sms.textOnly.depositRefunded', { deposit: w.usd(amount(request.depositAmountCents)) })),
  'cancelled-deposit-kept': described((request, w) => w.say('sms.textOnly.cancelledDepositKept', { deposit: w.usd(amount(request.depositAmountCents)) })),
  'customer-not-here': described((_request, w) => w.say('sms.textOnly.customerNotHere')),
  'gone-on-arrival-receipt': described((request, w) => w.say('sms.textOnly.goneOnArrivalReceipt', goneOnArrivalFacts(request, w))),
  'no-provider-yet': described((request, w) => w.say('sms.textOnly.noProviderYet', { deposit: w.usd(amount(request.depositAmountCents)) })),
  'provider-dropped': described((_request, w) => w.say('sms.textOnly.providerDropped')),
  'request-cancelled': described((request, w) => w.say('sms.textOnly.requestCancelled', { refunded: request.paymentStatus === 'refunded' ? 'yes' : 'no' })),
};
