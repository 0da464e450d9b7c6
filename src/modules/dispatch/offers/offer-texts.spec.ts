import type { Language } from '../../../domain/language';
import { describeTextRules } from '../../../../test/support/sms-text-rules';
import { PUBLIC_URL, sampleRequest } from '../../../../test/support/text-samples';
import { offerPageUrl, writeOffer, writeOfferReply } from './offer-texts';

const OFFER_URL = offerPageUrl(PUBLIC_URL, 'A'.repeat(22));

const textsIn = (language: Language) => [
  { name: 'offer-taken', body: writeOfferReply(language, 'offer-taken', { job: '4821' }) },
  { name: 'offer-needs-eta', body: writeOfferReply(language, 'offer-needs-eta', { job: '4821' }) },
  { name: 'offer-which', body: writeOfferReply(language, 'offer-which', { count: 2, job: '4821' }) },
  { name: 'offer-declined', body: writeOfferReply(language, 'offer-declined', { job: '4821' }) },
  { name: 'offer-expired', body: writeOfferReply(language, 'offer-expired', { job: '4821' }) },
  { name: 'offer-busy', body: writeOfferReply(language, 'offer-busy', { job: '4821' }) },
  { name: 'no-open-offer', body: writeOfferReply(language, 'no-open-offer') },
  { name: 'offer', body: writeOffer(language, { request: sampleRequest, jobNumber: '4821', distanceMiles: 12.4, windowMinutes: 3, url: OFFER_URL }) },
];

describeTextRules(textsIn('en'), textsIn('es'));

describe('offer texts', () => {
  const offer = (language: Language, distanceMiles: number) =>
    writeOffer(language, { request: sampleRequest, jobNumber: '4821', distanceMiles, windowMinutes: 3, url: OFFER_URL });

  it('writes the distance as the pages do, never 0.0 mi', () => {
    expect(offer('en', 12.44)).toContain(', 12.4 mi away');
    expect(offer('en', 0.04)).toContain(', under 0.1 mi away');
    expect(offer('es', 0.04)).toContain(', a menos de 0.1 mi');
  });
});
