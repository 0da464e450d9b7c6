export const MAX_REVIEW_LENGTH = 1_000;

/** Spec §5: the words beside each number of stars. */
export const RATING_LABELS: Record<1 | 2 | 3 | 4 | 5, string> = {
  5: 'Excellent!',
  4: 'Good!',
  3: 'Average',
  2: 'Poor',
  1: 'Very Poor',
};

export const ratingLabel = (stars: number): string | null => RATING_LABELS[stars as keyof typeof RATING_LABELS] ?? null;
