import { formatEta } from '@domain/geo';
import { formatAge } from '@domain/position-age';
import { RATING_LABELS } from '@domain/rating';
import { createIntl } from 'react-intl';
import { MESSAGES } from '@/i18n/all-messages';
import { agePhrase, etaPhrase, type Phrase } from './live-phrases';
import { RATING_LABEL_IDS, ratingLabelId, STARS } from './rating-labels';

const english = createIntl({ locale: 'en-US', messages: MESSAGES.en });
const spanish = createIntl({ locale: 'es-US', messages: MESSAGES.es });
const say = (intl: typeof english, { id, values }: Phrase) => intl.formatMessage({ id }, values);

describe('etaPhrase', () => {
  it.each([0, 1, 12.2, 59, 60, 61, 125, 600])('words %d minutes as formatEta does in English', (minutes) => {
    expect(say(english, etaPhrase(minutes))).toBe(formatEta(minutes));
  });

  it('speaks Spanish too', () => {
    expect(say(spanish, etaPhrase(12))).toBe('12 min');
    expect(say(spanish, etaPhrase(65))).toBe('1 h 5 min');
  });
});

describe('agePhrase', () => {
  it.each([0, 999, 12_000, 59_999, 60_000, 185_000, 3_600_000, 3_900_000])('words an age of %d ms as formatAge does in English', (ageMs) => {
    expect(say(english, agePhrase(ageMs))).toBe(formatAge(ageMs));
  });

  it('speaks Spanish too', () => {
    expect(say(spanish, agePhrase(12_000))).toBe('hace 12 s');
    expect(say(spanish, agePhrase(3_900_000))).toBe('hace 1 h 5 min');
  });
});

describe('the rating labels', () => {
  it("are the domain's words in English", () => {
    for (const stars of STARS) expect(MESSAGES.en[RATING_LABEL_IDS[stars]]).toBe(RATING_LABELS[stars]);
  });

  it('have none for no stars or a number that is not one', () => {
    expect(ratingLabelId(0)).toBeNull();
    expect(ratingLabelId(6)).toBeNull();
    expect(ratingLabelId(4)).toBe(RATING_LABEL_IDS[4]);
  });

  it('name each star button in both languages', () => {
    expect(english.formatMessage({ id: 'tracking.rating.star' }, { stars: 1, label: 'Very Poor' })).toBe('1 star: Very Poor');
    expect(english.formatMessage({ id: 'tracking.rating.star' }, { stars: 4, label: 'Good!' })).toBe('4 stars: Good!');
    expect(spanish.formatMessage({ id: 'tracking.rating.star' }, { stars: 1, label: 'Muy malo' })).toBe('1 estrella: Muy malo');
  });
});
