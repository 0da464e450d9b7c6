import { useIntl } from 'react-intl';
import { SectionHeading } from '@/components/section-heading';
import type { MessageId } from '@/i18n/messages';

const STEPS = [
  { title: 'marketing.home.steps.request.title', text: 'marketing.home.steps.request.text' },
  { title: 'marketing.home.steps.matched.title', text: 'marketing.home.steps.matched.text' },
  { title: 'marketing.home.steps.track.title', text: 'marketing.home.steps.track.text' },
] as const satisfies readonly { title: MessageId; text: MessageId }[];

export function HowItWorksSection() {
  const intl = useIntl();
  return (
    <section aria-labelledby="how-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-title"
          eyebrow={intl.formatMessage({ id: 'marketing.home.steps.eyebrow' })}
          title={intl.formatMessage({ id: 'marketing.home.steps.title' })}
        />
        <ol className="grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl bg-slate-50 p-6 pt-10">
              <span
                aria-hidden="true"
                className="absolute -top-5 left-6 inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="text-lg font-semibold text-slate-900">
                <span className="sr-only">{intl.formatMessage({ id: 'marketing.home.steps.stepNumber' }, { number: index + 1 })} </span>
                {intl.formatMessage({ id: step.title })}
              </h3>
              <p className="mt-2 text-slate-600">{intl.formatMessage({ id: step.text })}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
