import { useIntl } from 'react-intl';
import { AgreementSections, useAgreementText } from '@/components/ui/agreement-text';
import { CUSTOMER_TERMS, CUSTOMER_TERMS_VALUES } from '@/content/customer-terms';

/**
 * The customer terms and liability agreement in full, in the reader's language: where a text sends a
 * customer who accepts a price by replying YES. The same summary and full text as the terms dialog,
 * with the full text open and no checkbox.
 */
export function TermsPage() {
  const intl = useIntl();
  const terms = useAgreementText(CUSTOMER_TERMS, CUSTOMER_TERMS_VALUES);
  const title = intl.formatMessage({ id: 'terms.page.title' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${title} | DFW Roadside Assistance`}</title>
      <meta name="description" content={intl.formatMessage({ id: 'terms.page.description' })} />
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-slate-600">{intl.formatMessage({ id: 'common.agreement.lastUpdated' }, { date: terms.lastUpdated })}</p>
      <div className="mt-8 space-y-8 text-slate-700">
        {terms.notice && <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">{terms.notice}</p>}
        <section aria-label={terms.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <p className="text-lg font-semibold text-slate-900">{terms.title}</p>
          <p className="mt-2">{terms.intro}</p>
          <ul className="mt-3 list-disc space-y-2 pl-5">
            {terms.summary.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
        <AgreementSections sections={terms.full} headingLevel={2} className="space-y-6 [&_h2]:text-lg" />
      </div>
    </div>
  );
}
