import { formatUsd } from '@domain/money';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { ArrowLeftIcon, LockIcon } from '@/components/ui/icons';
import { TestCheckoutForm, useTestCheckout } from '@/features/payments';
import { LanguageSwitch } from '@/i18n/language-switch';
import { isApiError } from '@/lib/api-client';

/**
 * The built-in checkout used when no card processor is configured: it looks and behaves like a
 * hosted checkout page, outside the site's chrome (so it has its own language switch), and no card
 * is ever charged.
 */
export function TestCheckoutPage() {
  const intl = useIntl();
  const { sessionId = '' } = useParams();
  const query = useTestCheckout(sessionId);
  const checkout = query.data;

  return (
    <div className="min-h-dvh bg-slate-100">
      <title>{intl.formatMessage({ id: 'payment.checkout.documentTitle' })}</title>
      <div role="note" className="bg-amber-400 px-4 py-2 text-center text-sm font-semibold text-slate-900">
        {intl.formatMessage({ id: 'payment.checkout.testBanner' })}
      </div>
      <main className="mx-auto max-w-md px-4 py-6 sm:py-12">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3">
          {checkout && (
            <a href={checkout.cancelUrl} className="inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-slate-900">
              <ArrowLeftIcon className="size-4" />
              {intl.formatMessage({ id: 'payment.checkout.cancel' })}
            </a>
          )}
          <LanguageSwitch className="ml-auto" />
        </div>
        <div className="rounded-2xl bg-white p-5 shadow-lg sm:p-8">
          {checkout ? (
            <>
              <p className="text-sm font-medium text-slate-600">DFW Roadside Assistance</p>
              <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">
                {formatUsd(checkout.amountCents)}
              </p>
              <p className="mt-1 text-sm text-slate-700">{checkout.description}</p>
              <div className="mt-6 border-t border-slate-200 pt-6">
                {checkout.status === 'open' ? (
                  <TestCheckoutForm checkout={checkout} />
                ) : (
                  <p role="status" className="text-slate-700">
                    {intl.formatMessage({ id: checkout.status === 'complete' ? 'payment.checkout.alreadyPaid' : 'payment.checkout.expired' })}
                  </p>
                )}
              </div>
            </>
          ) : query.isPending ? (
            <div className="space-y-3" aria-label={intl.formatMessage({ id: 'payment.checkout.loading' })}>
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-9 w-32" />
              <Skeleton className="h-40 w-full" />
            </div>
          ) : (
            <p role="alert" className="text-slate-700">
              {intl.formatMessage({ id: isApiError(query.error, 404) ? 'payment.checkout.notFound' : 'payment.checkout.loadFailed' })}
            </p>
          )}
          <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-slate-500">
            <LockIcon className="size-3.5" />
            {intl.formatMessage({ id: 'payment.checkout.testCards' })}
          </p>
        </div>
      </main>
    </div>
  );
}
