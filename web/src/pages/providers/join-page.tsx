import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageState } from '@/components/page-state';
import { buttonClasses } from '@/components/ui/button';
import { useLocalizedPath } from '@/components/use-localized-path';
import { JoinForm } from '@/features/providers/panels';
import { paths } from '@/lib/paths';

/** Tow operators apply to join the network from their phone: no account, the answer comes by text. */
export function JoinPage() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const [received, setReceived] = useState<{ phone: string } | null>(null);
  const answer = useRef<HTMLDivElement>(null);
  // The answer replaces a long form: the reader is taken to its top, and a screen reader reads it.
  useEffect(() => {
    if (!received) return;
    window.scrollTo({ top: 0 });
    answer.current?.focus();
  }, [received]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <title>{intl.formatMessage({ id: 'join.page.documentTitle' })}</title>
      {received ? (
        <div ref={answer} tabIndex={-1} className="outline-none">
          <PageState
            icon="success"
            title={intl.formatMessage({ id: 'join.received.title' })}
            description={intl.formatMessage({ id: 'join.received.description' }, { phone: received.phone })}
          >
            <Link to={localized(paths.home)} className={buttonClasses('primary', 'lg')}>
              {intl.formatMessage({ id: 'join.received.home' })}
            </Link>
          </PageState>
        </div>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-slate-900">{intl.formatMessage({ id: 'join.page.heading' })}</h1>
          <p className="mt-3 text-slate-700">{intl.formatMessage({ id: 'join.page.intro' })}</p>
          <p className="mt-2 mb-6 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">{intl.formatMessage({ id: 'join.page.requirements' })}</p>
          <JoinForm onReceived={(_received, phone) => setReceived({ phone })} />
        </>
      )}
    </div>
  );
}
