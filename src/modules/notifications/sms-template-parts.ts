import { customerStatusIds, UNKNOWN_STATUS_TITLE_ID } from '../../contracts/shared-messages';
import { isCoordinateText, streetAndCity } from '../../domain/address-text';
import { providerTrustName } from '../../domain/provider-details';
import type { RequestRecord } from '../../domain/request-record';
import { required } from '../../domain/required';
import { textCatalogue, type LanguageWriter as SharedWriter } from './language-writer';
import smsEn from './messages/sms.en.json';
import smsEs from './messages/sms.es.json';
import type { SmsWriter as LanguageWriter } from './sms-templates';

/** What the texts about a request are written from: its links, its amounts, its people and places in words. */

export interface TemplateInput {
  request: RequestRecord;
  publicUrl: string;
  /** The business line, for texts that leave the customer no link to follow. */
  supportPhone: string;
}

/** A text's body from the request it is about, in the writer's language; null when the request lacks the link the text needs. */
export type SmsTemplate = (input: TemplateInput, writer: LanguageWriter) => string | null;

/** The provider's job page; the job code in it is the provider's only capability. */
export const jobPagePath = (jobId: string): string => `/provider/${jobId}`;

export const jobPageUrl = (publicUrl: string, jobId: string): string => `${publicUrl}${jobPagePath(jobId)}`;

export const trackingPageUrl = (publicUrl: string, trackingId: string): string => `${publicUrl}/track/${trackingId}`;

/** The customer's payment page; the tracking code in it is the capability that opens it. */
export const paymentPageUrl = (publicUrl: string, request: RequestRecord): string | null =>
  request.customerTrackingId ? `${publicUrl}/payment/${request.id}?code=${request.customerTrackingId}` : null;

export type Body = (url: string, request: RequestRecord, writer: LanguageWriter, publicUrl: string) => string;

export const withTrackingLink =
  (body: Body): SmsTemplate =>
  ({ request, publicUrl }, writer) =>
    request.customerTrackingId ? body(trackingPageUrl(publicUrl, request.customerTrackingId), request, writer, publicUrl) : null;

export const withPaymentLink =
  (body: Body): SmsTemplate =>
  ({ request, publicUrl }, writer) => {
    const url = paymentPageUrl(publicUrl, request);
    return url ? body(url, request, writer, publicUrl) : null;
  };

export const withJobLink =
  (body: Body): SmsTemplate =>
  ({ request, publicUrl }, writer) =>
    request.providerJobId ? body(jobPageUrl(publicUrl, request.providerJobId), request, writer, publicUrl) : null;

/** An amount a text quotes; the lifecycle sets it before any text that quotes it is sent. */
export function amount(cents: number | null): number {
  if (cents === null) throw new Error('A text quotes an amount the request does not have yet');
  return cents;
}

const smsWriterIn = textCatalogue({ en: smsEn, es: smsEs });

export const vehicleOf = (request: RequestRecord, writer: SharedWriter): string =>
  [request.vehicleYear, request.vehicleMake, request.vehicleModel].filter(Boolean).join(' ') || smsWriterIn(writer.language).say('sms.vehicleFallback');

/** Texts name places by the words the customer gave; coordinates stay on the job page. */
export const pickupArea = (request: RequestRecord, writer: SharedWriter): string =>
  streetAndCity(request.locationAddress) ?? smsWriterIn(writer.language).say('sms.pickupFallback');

export const destinationOf = (request: RequestRecord, writer: LanguageWriter): string =>
  isCoordinateText(request.destinationAddress) ? writer.say('sms.destinationFallback') : required(request.destinationAddress, 'the destination');

/** 'Maria from Trinity Tow LLC': the customer is told whom to expect as their page and receipt name them. */
export const providerName = (request: RequestRecord, writer: LanguageWriter): string =>
  request.provider ? providerTrustName(request.provider, writer.language) : writer.say('sms.providerFallback');

export const statusLine = (request: RequestRecord, writer: SharedWriter): { title: string; description: string } => {
  const ids = customerStatusIds(request.status, request.customerRating);
  if (!ids) return { title: writer.say(UNKNOWN_STATUS_TITLE_ID), description: request.status.replace('_', ' ') };
  return { title: writer.say(ids.title), description: writer.say(ids.description) };
};

/** The customer terms the price texts link to, in the reader's language (the web app's Spanish pages are under /es). */
export const termsPageUrl = (publicUrl: string, writer: SharedWriter): string => `${publicUrl}${writer.language === 'es' ? '/es' : ''}/terms`;

/** A clock time the request was promised, or 'none' for the select that leaves it out. */
export const promisedTime = (request: RequestRecord, writer: LanguageWriter): string => (request.promisedArrivalAt ? writer.time(request.promisedArrivalAt) : 'none');
