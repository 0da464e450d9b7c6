import type { CardBalanceView } from '@contracts/payment-views';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageState } from '@/components/page-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { BALANCE_POLL_LIMIT_MS, BalancePaidPanel, BalanceSummary, PayBalanceCard, PaymentHelpCard, useCardBalance } from '@/features/payments';
import type { MessageId } from '@/i18n/messages';
import { useErrorText } from '@/i18n/use-error-text';
import { useReaderLanguage } from '@/i18n/use-reader-language';
import { isApiError } from '@/lib/api-client';

/**
 * Back from the checkout page (ours, or the hosted one), the payment may reach us a moment after the
 * customer does: the page then reads the balance again for a while, until it shows paid.
 */
function openedFromCheckout(): boolean {
  if (typeof document === 'undefined' || !document.referrer) return false;
  try {
    const from = new URL(document.referrer);
    return (from.origin === window.location.origin && from.pathname.startsWith('/checkout/')) || from.hostname.endsWith('.stripe.com');
  } catch {
    return false;
  }
}

/** /balance/{code}: a completed job's balance, paid by card with a tip; the code texted at completion is the only key. */
export function BalancePage() {
  const intl = useIntl();
  const { balanceCode = '' } = useParams();
  const [pollUntil] = useState(() => (openedFromCheckout() ? Date.now() + BALANCE_POLL_LIMIT_MS : null));
  const query = useCardBalance(balanceCode, pollUntil);
  useReaderLanguage(query.data?.language);
  return (
    <div className="bg-slate-50">
      <title>{intl.formatMessage({ id: 'payment.balance.documentTitle' })}</title>
      <div className="mx-auto max-w-xl px-4 py-6 sm:px-6 sm:py-10">
        {query.data ? (
          <BalanceDetails balance={query.data} balanceCode={balanceCode} onStale={() => void query.refetch()} />
        ) : (
          <BalanceProblem query={query} missing={!balanceCode} />
        )}
      </div>
    </div>
  );
}

function BalanceDetails({ balance, balanceCode, onStale }: { balance: CardBalanceView; balanceCode: string; onStale: () => void }) {
  const intl = useIntl();
  if (balance.paid) {
    return (
      <div className="space-y-5">
        <BalancePaidPanel paid={balance.paid} />
        <BalanceSummary balance={balance} />
        <PaymentHelpCard />
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{intl.formatMessage({ id: 'payment.balance.heading' })}</h1>
        <p className="mt-1 text-slate-700">{intl.formatMessage({ id: 'payment.balance.intro' })}</p>
      </header>
      <BalanceSummary balance={balance} />
      <PayBalanceCard balance={balance} balanceCode={balanceCode} onStale={onStale} />
      <PaymentHelpCard />
    </div>
  );
}

function BalanceProblem({ query, missing }: { query: ReturnType<typeof useCardBalance>; missing: boolean }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const say = (id: MessageId) => intl.formatMessage({ id });
  if (missing || isApiError(query.error, 404)) {
    return (
      <PageState
        title={say('payment.balance.notFound.title')}
        description={say('payment.balance.notFound.description')}
        supportLine={say('payment.receipt.callUs')}
      />
    );
  }
  if (query.isPending) return <BalanceSkeleton label={say('payment.balance.loading')} />;
  const throttled = isApiError(query.error, 429);
  return (
    <PageState
      icon={throttled ? 'clock' : 'alert'}
      title={say(throttled ? 'payment.receipt.throttled.title' : 'payment.balance.loadFailed.title')}
      description={throttled ? errorText(query.error) : say('payment.balance.loadFailed.description')}
    >
      <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
        {say(query.isFetching ? 'payment.receipt.retrying' : 'payment.receipt.retry')}
      </Button>
    </PageState>
  );
}

function BalanceSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="space-y-5">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="space-y-5">
        <div className="space-y-2">
          <Skeleton className="h-8 w-56 max-w-full" />
          <Skeleton className="h-4 w-72 max-w-full" />
        </div>
        <Skeleton className="h-52 rounded-xl" />
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-13 rounded-lg" />
      </div>
    </div>
  );
}
