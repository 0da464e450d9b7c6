import { infoTopicOrFirst, infoTopics } from './info-topics';

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
      expect(topic.heading).not.toBe('');
      expect(topic.paragraphs.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('states the product’s terms: 15% deposit, 85% on site, $500,000 insurance, 911', () => {
    const text = infoTopics.flatMap((topic) => topic.paragraphs).join(' ');
    for (const claim of ['15% deposit', '85%', '$500,000', '911', '15 to 30 minutes']) expect(text).toContain(claim);
  });
});

describe('infoTopicOrFirst', () => {
  it('finds a topic by slug', () => {
    expect(infoTopicOrFirst('real-time-tracking').title).toBe('Real-Time Tracking');
  });

  it('falls back to the first topic for an unknown or missing type', () => {
    expect(infoTopicOrFirst('careers')).toBe(infoTopics[0]);
    expect(infoTopicOrFirst(undefined).slug).toBe('24-7-metro-coverage');
  });
});
