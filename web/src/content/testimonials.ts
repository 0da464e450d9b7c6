export type Testimonial = { name: string; location: string; rating: number; text: string };

/** Sample content (spec §2). */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Maria G.',
    location: 'Dallas, TX',
    rating: 5,
    text: 'Dead battery in a parking garage at 11 pm. The provider was there in 15 minutes and I watched him coming on the map the whole way.',
  },
  {
    name: 'James T.',
    location: 'Fort Worth, TX',
    rating: 5,
    text: 'Blew a tire on I-30 during rush hour. I knew the price before anyone rolled out, and the driver texted me when he was close.',
  },
  {
    name: 'Priya S.',
    location: 'Plano, TX',
    rating: 5,
    text: 'Locked my keys in the car with groceries inside. Quick, polite and no damage to the door. I have saved the number in my phone.',
  },
];
