import { customerStatusIds, UNKNOWN_STATUS_TITLE_ID } from '../../../contracts/shared-messages';
import { isCoordinateText, streetAndCity } from '../../../domain/address-text';
import { providerTrustName } from '../../../domain/provider-details';
import type { RequestRecord } from '../../../domain/request-record';
import { required } from '../../../domain/required';
import { textCatalogue, type LanguageWriter } from '../../notifications';
import en from './messages/requests.en.json';
import es from './messages/requests.es.json';
import { jobPageUrl, paymentPageUrl, trackingPageUrl } from './request-links';

/** What the texts about a request are written from: its links, its amounts, its people and places in words. */

export type RequestWriter = LanguageWriter<keyof typeof en>;
export const writerIn = textCatalogue({ en, es });

export interface TemplateInput {
  request: RequestRecord;
  publicUrl: string;
  /** The business line, for texts that leave the customer no link to follow. */
  supportPhone: string;
}

/** A text's body from the request it is about, in the writer's language; null when the request lacks the link the text needs. */
export type RequestTemplate = (input: TemplateInput, writer: RequestWriter) => string | null;

export type Body = (url: string, request: RequestRecord, writer: RequestWriter, publicUrl: string) => string;

export const withTrackingLink =
  (body: Body): RequestTemplate =>
  ({ request, publicUrl }, writer) =>
    request.customerTrackingId ? body(trackingPageUrl(publicUrl, request.customerTrackingId), request, writer, publicUrl) : null;

export const withPaymentLink =
  (body: Body): RequestTemplate =>
  ({ request, publicUrl }, writer) => {
    const url = paymentPageUrl(publicUrl, request);
    return url ? body(url, request, writer, publicUrl) : null;
  };

export const withJobLink =
  (body: Body): RequestTemplate =>
  ({ request, publicUrl }, writer) =>
    request.providerJobId ? body(jobPageUrl(publicUrl, request.providerJobId), request, writer, publicUrl) : null;

/** An amount a text quotes; the lifecycle sets it before any text that quotes it is sent. */
export function amount(cents: number | null): number {
  if (cents === null) throw new Error('A text quotes an amount the request does not have yet');
  return cents;
}

/** The vehicle in words. Another module's text (an offer) passes its own writer: the fallback is said in its language, from this catalogue. */
export const vehicleOf = (request: RequestRecord, writer: LanguageWriter): string =>
  [request.vehicleYear, request.vehicleMake, request.vehicleModel].filter(Boolean).join(' ') || writerIn(writer.language).say('sms.vehicleFallback');

/** Texts name places by the words the customer gave; coordinates stay on the job page. */
export const pickupArea = (request: RequestRecord, writer: LanguageWriter): string =>
  streetAndCity(request.locationAddress) ?? writerIn(writer.language).say('sms.pickupFallback');

export const destinationOf = (request: RequestRecord, writer: RequestWriter): string =>
  isCoordinateText(request.destinationAddress) ? writer.say('sms.destinationFallback') : required(request.destinationAddress, 'the destination');

/** 'Maria from Trinity Tow LLC': the customer is told whom to expect as their page and receipt name them. */
export const providerName = (request: RequestRecord, writer: RequestWriter): string =>
  request.provider ? providerTrustName(request.provider, writer.language) : writer.say('sms.providerFallback');

/** The customer's status in the shared status copy, the same words as their page. */
export const statusLine = (request: RequestRecord, writer: LanguageWriter): { title: string; description: string } => {
  const ids = customerStatusIds(request.status, request.customerRating, request.accountId !== null);
  if (!ids) return { title: writer.say(UNKNOWN_STATUS_TITLE_ID), description: request.status.replace('_', ' ') };
  return { title: writer.say(ids.title), description: writer.say(ids.description) };
};

/** A clock time the request was promised, or 'none' for the select that leaves it out. */
export const promisedTime = (request: RequestRecord, writer: RequestWriter): string => (request.promisedArrivalAt ? writer.time(request.promisedArrivalAt) : 'none');

/** What a gone-on-arrival receipt states: when the provider arrived, when the customer was texted, and the fee kept. */
export function goneOnArrivalFacts(request: RequestRecord, w: RequestWriter): { arrived: string; reported: string; fee: string } {
  return {
    arrived: w.time(required(request.arrivedAt, 'the arrival')),
    reported: w.time(required(request.notHereAt, "the provider's report")),
    fee: w.usd(amount(request.cancellationFeeCents)),
  };
}

/** The account's name as the driver knows it, whole: a cut name reads as someone else's. */
export const accountName = (name: string | null): string => name?.trim() || 'Your company';
