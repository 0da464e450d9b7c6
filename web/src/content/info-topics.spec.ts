import { MESSAGES } from '@/i18n/all-messages';
import { infoTopicOrFirst, infoTopics } from './info-topics';

const { en: contentEn, es: contentEs } = MESSAGES;

describe('infoTopics', () => {
  it('has the six info slugs of the spec, each with a heading and paragraphs', () => {
    expect(infoTopics.map((topic) => topic.slug)).toEqual([
      '24-7-metro-coverage',
      'licensed-and-insured',
      'verified-dfw-providers',
      'transparent-pricing',
      'real-time-tracking',
      'safe-and-secure',
    ]);
    for (const topic of infoTopics) {
      expect(contentEn[topic.headingId]).toEqual(expect.stringMatching(/\S/));
      expect(topic.paragraphIds.length).toBeGreaterThanOrEqual(2);
    }
  });

  it.each([
    ['English', contentEn, ['15% deposit', '85%', '$500,000', '911', '15 to 30 minutes']],
    ['Spanish', contentEs, ['depósito del 15%', '85%', '$500,000', '911', 'de 15 a 30 minutos']],
  ])('states the product’s terms in %s: 15%% deposit, 85%% on site, $500,000 insurance, 911', (_language, catalogue, claims) => {
    const text = infoTopics.flatMap((topic) => topic.paragraphIds.map((id) => catalogue[id])).join(' ');
    for (const claim of claims) expect(text).toContain(claim);
  });
});

describe('infoTopicOrFirst', () => {
  it('finds a topic by slug', () => {
    expect(contentEn[infoTopicOrFirst('real-time-tracking').titleId]).toBe('Real-Time Tracking');
    expect(contentEs[infoTopicOrFirst('real-time-tracking').titleId]).toBe('Seguimiento en tiempo real');
  });

  it('falls back to the first topic for an unknown or missing type', () => {
    expect(infoTopicOrFirst('careers')).toBe(infoTopics[0]);
    expect(infoTopicOrFirst(undefined).slug).toBe('24-7-metro-coverage');
  });
});
