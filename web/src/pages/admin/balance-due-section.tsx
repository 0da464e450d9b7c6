import { useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { BalanceDueList, useBalancesDue } from '@/features/payments/admin';
import { LoadError } from '@/components/load-error';
import { useLoadErrorToast } from './use-load-error-toast';

const FAILED = 'Failed to load balances due';

/** Above the completed jobs: the card balances still unpaid a day after their reminder, for the dispatcher to chase. */
export function BalanceDueSection() {
  const headingId = useId();
  const due = useBalancesDue();
  useLoadErrorToast(due, FAILED);
  return (
    <section aria-labelledby={headingId} className="mb-8 space-y-3">
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          Balance Due{due.data && due.data.length > 0 ? ` (${due.data.length})` : ''}
        </h3>
        <p className="text-sm text-slate-600">Card balances texted at completion and again a day later, still unpaid. Times are Dallas time.</p>
      </div>
      {due.data ? (
        <BalanceDueList rows={due.data} />
      ) : due.isError ? (
        <LoadError message={FAILED} onRetry={() => due.refetch()} retrying={due.isFetching} />
      ) : (
        <div role="status" aria-label="Loading balances due">
          <Skeleton className="h-20 w-full" />
        </div>
      )}
    </section>
  );
}
