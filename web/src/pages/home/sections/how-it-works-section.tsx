import { SectionHeading } from '@/components/section-heading';

const STEPS = [
  {
    title: 'Request Service',
    text: 'Tell us your location, vehicle info and a description of the issue. Add a photo if it helps.',
  },
  {
    title: 'Get Matched',
    text: 'We match you with the best available provider at a fair, negotiated price.',
  },
  {
    title: 'Track & Connect',
    text: 'Follow your provider with SMS tracking links and call or text them directly.',
  },
] as const;

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-title" eyebrow="How it works" title="Back on the Road in Three Steps" />
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
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
