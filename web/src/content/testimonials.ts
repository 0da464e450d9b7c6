import type { ContentMessageId } from './content-messages';

export type Testimonial = {
  /** The customer's name and town, the same in every language. */
  name: string;
  location: string;
  rating: number;
  textId: ContentMessageId;
};

/** Sample content (spec §2). */
export const testimonials: readonly Testimonial[] = [
  { name: 'Maria G.', location: 'Dallas, TX', rating: 5, textId: 'content.testimonial.maria.text' },
  { name: 'James T.', location: 'Fort Worth, TX', rating: 5, textId: 'content.testimonial.james.text' },
  { name: 'Priya S.', location: 'Plano, TX', rating: 5, textId: 'content.testimonial.priya.text' },
];
