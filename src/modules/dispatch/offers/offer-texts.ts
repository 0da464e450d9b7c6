import { milesText } from '../../../domain/distance';
import type { Language } from '../../../domain/language';
import { payoutCents } from '../../../domain/money';
import type { RequestRecord } from '../../../domain/request-record';
import { namedReplies, textCatalogue, withOptOut } from '../../notifications';
import { pickupArea, vehicleOf } from '../../request-core';
import en from './messages/offers.en.json';
import es from './messages/offers.es.json';

const writerIn = textCatalogue({ en, es });

/** The offer page; its code is the offer's only capability. */
export const offerPagePath = (offerCode: string): string => `/offer/${encodeURIComponent(offerCode)}`;

export const offerPageUrl = (publicUrl: string, offerCode: string): string => `${publicUrl}${offerPagePath(offerCode)}`;

/** What a job offer's text needs beyond the request: its number, how far the provider is, its window and its page. */
export interface OfferTextInput {
  request: RequestRecord;
  jobNumber: string;
  distanceMiles: number | null;
  windowMinutes: number;
  url: string;
}

/** The offer of a paid job to a provider who is not on it yet, in the provider's language. */
export function writeOffer(language: Language, { request, jobNumber, distanceMiles, windowMinutes, url }: OfferTextInput): string {
  const w = writerIn(language);
  const body = w.say('sms.offer', {
    job: jobNumber,
    service: w.service(request.serviceType),
    vehicle: vehicleOf(request, w),
    pickup: pickupArea(request, w),
    distance: distanceMiles === null ? 'none' : milesText(distanceMiles, language),
    payout: request.finalPriceCents == null ? 'none' : w.usd(payoutCents(request.finalPriceCents)),
    minutes: windowMinutes,
    url,
  });
  return withOptOut(w, body);
}

/** What a provider is told of an offer they answered, or of the one a withdrawn offer went to, by name. */
export const writeOfferReply = namedReplies<
  keyof typeof en,
  {
    'offer-taken': { job: string };
    'offer-needs-eta': { job: string };
    'offer-which': { count: number; job: string };
    'offer-declined': { job: string };
    'offer-expired': { job: string };
    'offer-busy': { job: string };
    'no-open-offer': undefined;
  }
>(writerIn, {
  'offer-taken': 'sms.reply.offerTaken',
  'offer-needs-eta': 'sms.reply.offerNeedsEta',
  'offer-which': 'sms.reply.offerWhich',
  'offer-declined': 'sms.reply.offerDeclined',
  'offer-expired': 'sms.reply.offerExpired',
  'offer-busy': 'sms.reply.offerBusy',
  'no-open-offer': 'sms.reply.noOpenOffer',
});
