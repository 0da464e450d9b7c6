import type { MessageId } from '@/i18n/messages';

export const STARS = [1, 2, 3, 4, 5] as const;
export type Stars = (typeof STARS)[number];

/** Spec §5: the words beside each number of stars (RATING_LABELS of @domain/rating), by their messages. */
export const RATING_LABEL_IDS: Record<Stars, MessageId> = {
  5: 'tracking.rating.label.excellent',
  4: 'tracking.rating.label.good',
  3: 'tracking.rating.label.average',
  2: 'tracking.rating.label.poor',
  1: 'tracking.rating.label.veryPoor',
};

/** The words beside `stars`; null for no stars (or a number that is not one). */
export const ratingLabelId = (stars: number): MessageId | null =>
  Object.hasOwn(RATING_LABEL_IDS, stars) ? RATING_LABEL_IDS[stars as Stars] : null;
