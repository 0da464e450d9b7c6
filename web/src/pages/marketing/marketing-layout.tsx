import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AlertIcon } from '@/components/ui/icons';
import { CtaButtons } from './cta-buttons';

type MarketingLayoutProps = {
  /** The document title, before the site name, in the reader's language. */
  title: string;
  /** The meta description, in the reader's language. */
  description: string;
  eyebrow?: string;
  heading: string;
  lead: ReactNode;
  /** The 911 notice above the closing call to action; the footer carries a shorter one on every page. */
  showEmergencyNotice?: boolean;
  children: ReactNode;
};

/** The frame every marketing page shares: title and description, a hero with the page's only h1, its sections, a closing call to action. */
export function MarketingLayout({ title, description, eyebrow, heading, lead, showEmergencyNotice = true, children }: MarketingLayoutProps) {
  return (
    <>
      <title>{`${title} | DFW Roadside Assistance`}</title>
      <meta name="description" content={description} />
      <section aria-labelledby="page-title" className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>}
          <h1 id="page-title" className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
            {heading}
          </h1>
          <div className="mt-5 max-w-2xl text-lg text-slate-200">{lead}</div>
          <CtaButtons className="mt-8" />
        </div>
      </section>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-12 sm:px-6 sm:py-16">
        {children}
        {showEmergencyNotice && <EmergencyNotice />}
      </div>
      <section aria-labelledby="closing-cta-title" className="bg-brand-800 py-12 text-white">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="closing-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            <FormattedMessage id="content.layout.closing.title" />
          </h2>
          <p className="mt-3 text-slate-200">
            <FormattedMessage id="content.layout.closing.text" />
          </p>
          <CtaButtons className="mt-6 justify-center" />
        </div>
      </section>
    </>
  );
}

function EmergencyNotice() {
  return (
    <p role="note" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-700" />
      <span>
        <FormattedMessage
          id="content.layout.emergency"
          values={{ b: (chunks: ReactNode[]) => <strong className="font-semibold">{chunks}</strong> }}
        />
      </span>
    </p>
  );
}
