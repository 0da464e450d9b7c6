import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageState } from '@/components/page-state';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PAYMENT_MESSAGES, SESSION_POLL_LIMIT_MS, useCheckoutSession } from '@/features/payments';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** /payment-success?session_id=…: waits for the server to record the deposit, polling briefly. */
export function PaymentSuccessPage() {
  const [search] = useSearchParams();
  const sessionId = search.get('session_id') ?? '';
  const timedOut = usePollLimit(sessionId);
  const session = useCheckoutSession(sessionId, !timedOut);
  const status = session.data?.status;

  return (
    <div className="bg-slate-50">
      <title>Payment | DFW Roadside Assistance</title>
      <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
        {!sessionId || isApiError(session.error, 404) ? (
          <Outcome tone="problem" title={PAYMENT_MESSAGES.noSession.title} description={PAYMENT_MESSAGES.noSession.description} />
        ) : status === 'paid' ? (
          <Outcome tone="success" title={PAYMENT_MESSAGES.successful} description="Your deposit has been received. We are dispatching a provider and will text you as they head your way.">
            {session.data?.trackingId && (
              <Link to={paths.track(session.data.trackingId)} className={buttonClasses('outline')}>
                Track Your Service
              </Link>
            )}
          </Outcome>
        ) : status === 'failed' ? (
          <Outcome tone="problem" title="Payment Not Completed" description="Your card was not charged. You can try again from your payment link." contactSupport>
            {session.data?.requestId && session.data.trackingId && (
              <Link to={paths.payment(session.data.requestId, session.data.trackingId)} className={buttonClasses('outline')}>
                Back to Payment
              </Link>
            )}
          </Outcome>
        ) : timedOut ? (
          <Outcome tone="problem" title={PAYMENT_MESSAGES.processingError.title} description={PAYMENT_MESSAGES.processingError.description} contactSupport />
        ) : (
          <div role="status" className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
            <Spinner className="size-10 text-brand-700" />
            <h1 className="mt-4 text-2xl font-bold text-slate-900">{PAYMENT_MESSAGES.processing}</h1>
            <p className="mt-2 text-slate-700">Please keep this page open while we confirm your deposit.</p>
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
  title: string;
  description: string;
  contactSupport?: boolean;
  children?: ReactNode;
};

function Outcome({ tone, contactSupport = false, children, ...text }: OutcomeProps) {
  return (
    <PageState icon={tone === 'success' ? 'success' : 'alert'} supportLine={contactSupport ? 'Questions? Call us:' : undefined} {...text}>
      <Link to={paths.home} className={buttonClasses()}>
        Return to Home
      </Link>
      {children}
    </PageState>
  );
}
