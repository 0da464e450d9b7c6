import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/features/admin-auth';
import { RateCardEditor, RateCardHistory, useRateCard, versionLine } from '@/features/rate-card/admin';
import { formatBusinessDateTime } from '@/lib/display-format';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/load-error';
import { useLoadErrorToast } from './use-load-error-toast';

const LOAD_FAILED = 'Failed to load the rate card';

/** The rate card: what each job's first price is suggested from, saved as a new version each time. */
export function AdminRatesPage() {
  const card = useRateCard();
  const isOwner = useCan('owner');
  useLoadErrorToast(card, LOAD_FAILED);
  const current = card.data?.current;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>Rate Card | Admin | DFW Roadside Assistance</title>
      <Link to={paths.admin} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
        <ArrowLeftIcon className="size-4" />
        Back to Dashboard
      </Link>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Rate Card</h1>
      <p className="mt-1 text-sm text-slate-600">
        What each job&rsquo;s price is suggested from, and the typical ranges the pricing page publishes. The dispatcher still sets every
        price.
      </p>

      {card.data && current ? (
        <>
          <p className="mt-4 mb-6 text-sm font-medium text-slate-800">
            {versionLine(current, formatBusinessDateTime)}
          </p>
          <RateCardEditor card={current} readOnly={!isOwner} />
          <div className="mt-8">
            <RateCardHistory card={card.data} />
          </div>
        </>
      ) : card.isError ? (
        <div className="mt-6">
          <LoadError message={LOAD_FAILED} onRetry={() => card.refetch()} retrying={card.isFetching} />
        </div>
      ) : (
        <div role="status" aria-label="Loading the rate card" className="mt-6 space-y-4">
          <Skeleton className="h-5 w-72" />
          <Skeleton className="h-96 w-full rounded-xl" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      )}
    </div>
  );
}
