import { formatUsd } from '@domain/money';
import { useParams } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { ArrowLeftIcon, LockIcon } from '@/components/ui/icons';
import { TestCheckoutForm, useTestCheckout } from '@/features/payments';
import { isApiError } from '@/lib/api-client';

/**
 * The built-in checkout used when no card processor is configured: it looks and behaves like a
 * hosted checkout page, outside the site's chrome, and no card is ever charged.
 */
export function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const query = useTestCheckout(sessionId);
  const checkout = query.data;

  return (
    <div className="min-h-dvh bg-slate-100">
      <title>Checkout | DFW Roadside Assistance</title>
      <div role="note" className="bg-amber-400 px-4 py-2 text-center text-sm font-semibold text-slate-900">
        Test payment — no card is charged
      </div>
      <main className="mx-auto max-w-md px-4 py-6 sm:py-12">
        {checkout && (
          <a href={checkout.cancelUrl} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-slate-900">
            <ArrowLeftIcon className="size-4" />
            Cancel and go back
          </a>
        )}
        <div className="rounded-2xl bg-white p-5 shadow-lg sm:p-8">
          {checkout ? (
            <>
              <p className="text-sm font-medium text-slate-600">DFW Roadside Assistance</p>
              <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{formatUsd(checkout.amountCents)}</p>
              <p className="mt-1 text-sm text-slate-700">{checkout.description}</p>
              <div className="mt-6 border-t border-slate-200 pt-6">
                {checkout.status === 'open' ? (
                  <TestCheckoutForm checkout={checkout} />
                ) : (
                  <p role="status" className="text-slate-700">
                    {checkout.status === 'complete' ? 'This checkout has already been paid.' : 'This checkout has expired. Go back and start the payment again.'}
                  </p>
                )}
              </div>
            </>
          ) : query.isPending ? (
            <div className="space-y-3" aria-label="Loading checkout">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-9 w-32" />
              <Skeleton className="h-40 w-full" />
            </div>
          ) : (
            <p role="alert" className="text-slate-700">
              {isApiError(query.error, 404) ? 'This checkout session does not exist.' : 'The checkout could not be loaded. Please try again.'}
            </p>
          )}
          <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-slate-500">
            <LockIcon className="size-3.5" />
            Test mode: use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline.
          </p>
        </div>
      </main>
    </div>
  );
}
