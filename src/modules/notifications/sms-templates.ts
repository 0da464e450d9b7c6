import { streetAndCity, isCoordinateText } from '../../domain/address-text';
import { formatUsd, payoutCents } from '../../domain/money';
import { providerCallName } from '../../domain/provider-details';
import { serviceTypeLabel } from '../../domain/request-intake';
import { customerStatusDisplay } from '../../domain/request-status';
import type { RequestRecord } from '../../domain/request-record';
import { required } from '../../domain/required';

/** Each ends with the opt-out hint carriers expect. */
const OPT_OUT = 'Reply STOP to opt out.';
const BRAND = 'DFW Roadside';

export interface TemplateInput {
  request: RequestRecord;
  publicUrl: string;
  /** The business line, for texts that leave the customer no link to follow. */
  supportPhone: string;
}

/** A text's body from the request it is about; null when the request lacks the link the text needs. */
export type SmsTemplate = (input: TemplateInput) => string | null;

/** The provider's job page; the job code in it is the provider's only capability. */
export const jobPageUrl = (publicUrl: string, jobId: string): string => `${publicUrl}/provider/${jobId}`;

export const trackingPageUrl = (publicUrl: string, trackingId: string): string => `${publicUrl}/track/${trackingId}`;

const withTrackingLink =
  (body: (trackUrl: string, request: RequestRecord) => string): SmsTemplate =>
  ({ request, publicUrl }) =>
    request.customerTrackingId ? body(trackingPageUrl(publicUrl, request.customerTrackingId), request) : null;

/** The customer's payment page; the tracking code in it is the capability that opens it. */
export const paymentPageUrl = (publicUrl: string, request: RequestRecord): string | null =>
  request.customerTrackingId ? `${publicUrl}/payment/${request.id}?code=${request.customerTrackingId}` : null;

const withPaymentLink =
  (body: (paymentUrl: string, request: RequestRecord) => string): SmsTemplate =>
  ({ request, publicUrl }) => {
    const url = paymentPageUrl(publicUrl, request);
    return url ? body(url, request) : null;
  };

const withJobLink =
  (body: (jobUrl: string, request: RequestRecord) => string): SmsTemplate =>
  ({ request, publicUrl }) =>
    request.providerJobId ? body(jobPageUrl(publicUrl, request.providerJobId), request) : null;

/** An amount a text quotes; the lifecycle sets it before any text that quotes it is sent. */
function amount(cents: number | null): number {
  if (cents === null) throw new Error('A text quotes an amount the request does not have yet');
  return cents;
}

const usd = (cents: number | null): string => formatUsd(amount(cents));

const vehicleOf = (request: RequestRecord): string =>
  [request.vehicleYear, request.vehicleMake, request.vehicleModel].filter(Boolean).join(' ') || 'vehicle';

const serviceOf = (request: RequestRecord): string => serviceTypeLabel(request.serviceType);

/** Texts name places by the words the customer gave; coordinates stay on the job page. */
const pickupArea = (request: RequestRecord): string => streetAndCity(request.locationAddress) ?? 'the pinned location on the job page';

const destinationOf = (request: RequestRecord): string =>
  isCoordinateText(request.destinationAddress) ? 'the pinned destination on the job page' : required(request.destinationAddress, 'the destination');

const providerName = (request: RequestRecord): string => (request.provider ? providerCallName(request.provider) : 'Your provider');

/** Every text the product sends, in one place. */
export const SMS_TEMPLATES = {
  'request-received': withTrackingLink(
    (url, request) =>
      `${BRAND}: we received your ${serviceOf(request)} request. A dispatcher will text you a price shortly. ` +
      `Follow it live: ${url} ${OPT_OUT}`,
  ),
  'price-offered': withTrackingLink(
    (url, request) =>
      `${BRAND}: your price is ${usd(request.adminPriceCents)}. Accept it or make one counter-offer here: ${url} ${OPT_OUT}`,
  ),
  'counter-accepted': withPaymentLink(
    (url, request) =>
      `${BRAND}: good news, your counter-offer of ${usd(request.finalPriceCents)} was accepted. ` +
      `Pay the deposit to book your provider: ${url} ${OPT_OUT}`,
  ),
  'counter-rejected': withTrackingLink(
    (url) =>
      `${BRAND}: we could not accept your counter-offer, so this request was cancelled. Details: ${url} ${OPT_OUT}`,
  ),
  'final-offer': withTrackingLink(
    (url, request) =>
      `${BRAND}: our final offer is ${usd(request.adminCounterOfferCents)}. Accept or decline it here: ${url} ${OPT_OUT}`,
  ),
  'payment-link': withPaymentLink(
    (url, request) =>
      `${BRAND}: your price of ${usd(request.finalPriceCents)} is agreed. ` +
      `Pay the ${usd(request.depositAmountCents)} deposit by card to book your provider: ${url} ${OPT_OUT}`,
  ),
  'deposit-received': withTrackingLink(
    (url, request) =>
      `${BRAND}: your ${usd(request.depositAmountCents)} deposit is paid. ` +
      `The remaining ${100 - request.depositPercentage}% (${usd(amount(request.finalPriceCents) - amount(request.depositAmountCents))}) ` +
      `is due to your provider on site. Follow your request: ${url} ${OPT_OUT}`,
  ),
  'job-assigned': withJobLink(
    (url, request) =>
      `${BRAND} job: ${serviceOf(request)} for a ${vehicleOf(request)} near ${pickupArea(request)}` +
      (request.destinationAddress ? `, towing to ${destinationOf(request)}` : '') +
      (request.finalPriceCents == null ? '' : `. You collect ${formatUsd(payoutCents(request.finalPriceCents))} (85%) on site`) +
      `. Open the job: ${url} ${OPT_OUT}`,
  ),
  'job-withdrawn': withJobLink(
    () => `${BRAND}: the job we sent you has been given to another provider. Its link no longer works; no action is needed. ${OPT_OUT}`,
  ),
  'provider-assigned': withTrackingLink(
    (url, request) =>
      `${BRAND}: ${providerName(request)} is your provider` +
      (request.provider?.vehicleInfo ? ` (${request.provider.vehicleInfo})` : '') +
      `. Follow them live with this link: ${url} ${OPT_OUT}`,
  ),
  'provider-en-route': withTrackingLink(
    (url, request) => `${BRAND}: ${providerName(request)} is on the way. Watch them come: ${url} ${OPT_OUT}`,
  ),
  'provider-arrived': withTrackingLink(
    (url, request) => `${BRAND}: ${providerName(request)} has arrived. Details: ${url} ${OPT_OUT}`,
  ),
  'service-started': withTrackingLink(
    (url) => `${BRAND}: your service has started. Follow it here: ${url} ${OPT_OUT}`,
  ),
  'service-completed': withTrackingLink(
    (url) => `${BRAND}: your service is complete. Thank you! Please rate it within 5 minutes: ${url}#rate ${OPT_OUT}`,
  ),
  'request-status': withTrackingLink((url, request) => {
    const { title, description } = customerStatusDisplay(request.status, request.customerRating);
    return `${BRAND}: ${title}. ${description} Details: ${url} ${OPT_OUT}`;
  }),
  'provider-eta': withTrackingLink(
    (url, request) =>
      `${BRAND}: Your provider expects to arrive in about ${request.providerEtaMinutes} minutes. Follow them: ${url} ${OPT_OUT}`,
  ),
  'deposit-refunded': withTrackingLink(
    (url, request) =>
      `${BRAND}: we refunded your ${usd(request.depositAmountCents)} deposit; the request is cancelled. ` +
      `Your bank shows it within 5-10 business days. Details: ${url} ${OPT_OUT}`,
  ),
  'final-offer-rejected': ({ request, publicUrl }) =>
    `${BRAND}: you declined our final offer of ${usd(request.adminCounterOfferCents)}, so your request is cancelled ` +
    `and nothing was charged. Need help later? ${publicUrl}/request ${OPT_OUT}`,
  'request-deleted': ({ request, supportPhone }) =>
    `${BRAND}: your ${serviceOf(request)} request was removed by our dispatcher and its link no longer works. ` +
    `Nothing was charged. Questions? Call ${supportPhone}. ${OPT_OUT}`,
  'payment-link-withdrawn': ({ request, supportPhone }) =>
    `${BRAND}: the payment link for your ${serviceOf(request)} request was withdrawn and no longer works; ` +
    `the request is closed and nothing was charged. Questions? Call ${supportPhone}. ${OPT_OUT}`,
  'request-cancelled': withTrackingLink(
    (url, request) =>
      `${BRAND}: your request is cancelled` +
      (request.paymentStatus === 'refunded' ? ' and your deposit is being refunded' : '') +
      `. Details: ${url} ${OPT_OUT}`,
  ),
} satisfies Record<string, SmsTemplate>;

export type SmsTemplateName = keyof typeof SMS_TEMPLATES;

/** The one text sent to a number that has just opted out; it alone passes the opt-out check. */
export const OPT_OUT_CONFIRMATION = 'opt-out-confirmation';

/** Answers to texts people send us, written without a request or about one by its words. */
export const SMS_REPLIES = {
  [OPT_OUT_CONFIRMATION]: () => `${BRAND}: you are unsubscribed and will get no more texts. Reply START to resubscribe.`,
  'opt-in-confirmation': () => `${BRAND}: you are subscribed again and will get texts about your requests. Reply HELP for help. ${OPT_OUT}`,
  help: (supportPhone: string) => `${BRAND} roadside assistance. For help call or text ${supportPhone}. ${OPT_OUT}`,
  'confirm-cancel': () => `${BRAND}: Reply YES to cancel your request. ${OPT_OUT}`,
  'cannot-cancel': (supportPhone: string) =>
    `${BRAND}: a provider is assigned, so your request can no longer be cancelled by text. Call ${supportPhone} for help. ${OPT_OUT}`,
  'next-step': (word: string) => `${BRAND}: Your next step is ${word}. ${OPT_OUT}`,
  'step-recorded': (word: string) => `${BRAND}: got it. Your next step is ${word}. ${OPT_OUT}`,
  'job-completed': () => `${BRAND}: got it, the job is complete. Thank you! ${OPT_OUT}`,
  'no-next-step': () => `${BRAND}: this job has no next step you can send by text. ${OPT_OUT}`,
  'eta-format': () => `${BRAND}: send ETA and the minutes, from 1 to 180, e.g. ETA 15. ${OPT_OUT}`,
} satisfies Record<string, (arg: never) => string>;

export type SmsReplyName = keyof typeof SMS_REPLIES;
