import { useIntl } from 'react-intl';
import { SectionHeading } from '@/components/section-heading';
import { StarRating } from '@/components/ui/star-rating';
import { testimonials } from '@/content/testimonials';

export function TestimonialsSection() {
  const intl = useIntl();
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow={intl.formatMessage({ id: 'marketing.home.testimonials.eyebrow' })}
          title={intl.formatMessage({ id: 'marketing.home.testimonials.title' })}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <StarRating rating={testimonial.rating} />
                <blockquote className="mt-4 flex-1 text-slate-700">“{intl.formatMessage({ id: testimonial.textId })}”</blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="text-sm text-slate-600">{testimonial.location}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
