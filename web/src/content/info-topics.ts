import type { ContentMessageId } from './content-messages';
import { toSlug } from './slug';

export type InfoIconName = 'clock' | 'shield' | 'badge' | 'dollar' | 'pin' | 'lock';

export type InfoTopicSummary = { slug: string; titleId: ContentMessageId; summaryId: ContentMessageId; icon: InfoIconName };

export type InfoTopic = InfoTopicSummary & {
  headingId: ContentMessageId;
  paragraphIds: readonly ContentMessageId[];
};


/** The "why choose us" points, each with its info page; every claim here is one the product keeps (spec §1, §9). */
export const infoTopics: readonly InfoTopic[] = [
  {
    slug: '24-7-metro-coverage',
    titleId: 'content.info.metroCoverage.title',
    summaryId: 'content.info.metroCoverage.summary',
    icon: 'clock',
    headingId: 'content.info.metroCoverage.heading',
    paragraphIds: ['content.info.metroCoverage.paragraph.1', 'content.info.metroCoverage.paragraph.2', 'content.info.metroCoverage.paragraph.3'],
  },
  {
    slug: 'licensed-and-insured',
    titleId: 'content.info.licensedInsured.title',
    summaryId: 'content.info.licensedInsured.summary',
    icon: 'shield',
    headingId: 'content.info.licensedInsured.heading',
    paragraphIds: [
      'content.info.licensedInsured.paragraph.1',
      'content.info.licensedInsured.paragraph.2',
      'content.info.licensedInsured.paragraph.3',
    ],
  },
  {
    slug: 'verified-dfw-providers',
    titleId: 'content.info.verifiedProviders.title',
    summaryId: 'content.info.verifiedProviders.summary',
    icon: 'badge',
    headingId: 'content.info.verifiedProviders.heading',
    paragraphIds: [
      'content.info.verifiedProviders.paragraph.1',
      'content.info.verifiedProviders.paragraph.2',
      'content.info.verifiedProviders.paragraph.3',
    ],
  },
  {
    slug: 'transparent-pricing',
    titleId: 'content.info.transparentPricing.title',
    summaryId: 'content.info.transparentPricing.summary',
    icon: 'dollar',
    headingId: 'content.info.transparentPricing.heading',
    paragraphIds: [
      'content.info.transparentPricing.paragraph.1',
      'content.info.transparentPricing.paragraph.2',
      'content.info.transparentPricing.paragraph.3',
    ],
  },
  {
    slug: 'real-time-tracking',
    titleId: 'content.info.realTimeTracking.title',
    summaryId: 'content.info.realTimeTracking.summary',
    icon: 'pin',
    headingId: 'content.info.realTimeTracking.heading',
    paragraphIds: [
      'content.info.realTimeTracking.paragraph.1',
      'content.info.realTimeTracking.paragraph.2',
      'content.info.realTimeTracking.paragraph.3',
    ],
  },
  {
    slug: 'safe-and-secure',
    titleId: 'content.info.safeSecure.title',
    summaryId: 'content.info.safeSecure.summary',
    icon: 'lock',
    headingId: 'content.info.safeSecure.heading',
    paragraphIds: ['content.info.safeSecure.paragraph.1', 'content.info.safeSecure.paragraph.2', 'content.info.safeSecure.paragraph.3'],
  },
];


/** Spec §2: an unknown info topic falls back to the first topic. */
export function infoTopicOrFirst(param: string | undefined): InfoTopic {
  const slug = param ? toSlug(param) : '';
  return infoTopics.find((topic) => topic.slug === slug) ?? infoTopics[0];
}
