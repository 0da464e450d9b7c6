import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { PageState } from '@/components/page-state';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PAYMENT_MESSAGES, SESSION_POLL_LIMIT_MS, useCheckoutSession } from '@/features/payments';
import { useLanguage } from '@/i18n/language-provider';
import { localizedPath } from '@/i18n/localized-paths';
import type { MessageId } from '@/i18n/messages';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** /payment-success?session_id=…: waits for the server to record the deposit, polling briefly. */
export function PaymentSuccessPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const sessionId = search.get('session_id') ?? '';
  const timedOut = usePollLimit(sessionId);
  const session = useCheckoutSession(sessionId, !timedOut);
  const status = session.data?.status;

  return (
    <div className="bg-slate-50">
      <title>{intl.formatMessage({ id: 'payment.success.documentTitle' })}</title>
      <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
        {!sessionId || isApiError(session.error, 404) ? (
          <Outcome tone="problem" title={PAYMENT_MESSAGES.noSession.title} description={PAYMENT_MESSAGES.noSession.description} />
        ) : status === 'paid' ? (
          <Outcome tone="success" title={PAYMENT_MESSAGES.successful} description="payment.success.paid.description">
            {session.data?.trackingId && (
              <Link to={paths.track(session.data.trackingId)} className={buttonClasses('outline')}>
                {intl.formatMessage({ id: 'payment.trackService' })}
              </Link>
            )}
          </Outcome>
        ) : status === 'failed' ? (
          <Outcome tone="problem" title="payment.success.failed.title" description="payment.success.failed.description" contactSupport>
            {session.data?.requestId && session.data.trackingId && (
              <Link to={paths.payment(session.data.requestId, session.data.trackingId)} className={buttonClasses('outline')}>
                {intl.formatMessage({ id: 'payment.success.backToPayment' })}
              </Link>
            )}
          </Outcome>
        ) : timedOut ? (
          <Outcome tone="problem" title={PAYMENT_MESSAGES.processingError.title} description={PAYMENT_MESSAGES.processingError.description} contactSupport />
        ) : (
          <div role="status" className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
            <Spinner className="size-10 text-brand-700" />
            <h1 className="mt-4 text-2xl font-bold text-slate-900">{intl.formatMessage({ id: PAYMENT_MESSAGES.processing })}</h1>
            <p className="mt-2 text-slate-700">{intl.formatMessage({ id: 'payment.success.processing.description' })}</p>
          </div>
        )}
      </div>
    </div>
  );
}

/** True once the capped wait for the server's confirmation is over. */
function usePollLimit(sessionId: string): boolean {
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    if (!sessionId) return;
    const timer = setTimeout(() => setExpired(sessionId), SESSION_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [sessionId]);
  return expired === sessionId;
}

type OutcomeProps = {
  tone: 'success' | 'problem';
  title: MessageId;
  description: MessageId;
  contactSupport?: boolean;
  children?: ReactNode;
};

function Outcome({ tone, title, description, contactSupport = false, children }: OutcomeProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <PageState
      icon={tone === 'success' ? 'success' : 'alert'}
      title={intl.formatMessage({ id: title })}
      description={intl.formatMessage({ id: description })}
      supportLine={contactSupport ? intl.formatMessage({ id: 'payment.success.supportLine' }) : undefined}
    >
      <Link to={localizedPath(paths.home, language)} className={buttonClasses()}>
        {intl.formatMessage({ id: 'payment.returnHome' })}
      </Link>
      {children}
    </PageState>
  );
}
