import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { ArrowLeftIcon, BadgeCheckIcon, ShieldIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { setFactorSetUpNeeded, useAdminSession, useFactorSetUpNeeded } from '@/features/admin-auth';
import { MySignIn, needsFactor, useMySecurity } from '@/features/my-sign-in';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/load-error';
import { useLoadErrorToast } from './use-load-error-toast';

const LOAD_FAILED = 'Failed to load your sign-in';

/**
 * Every signed-in person's own sign-in. Someone whose role needs a second factor they lack is held here
 * (the rest of the desk refuses them) until they add one: the page says why on top.
 */
export function AdminAccountPage() {
  const { data: session } = useAdminSession();
  const security = useMySecurity();
  const gated = useFactorSetUpNeeded();
  const queryClient = useQueryClient();
  const forced = security.data ? needsFactor(security.data) : gated;
  const [wasForced, setWasForced] = useState(forced);
  useLoadErrorToast(security, LOAD_FAILED);

  // The page is the truth on whether the gate is shut: after a reload it is what shuts it again.
  useEffect(() => {
    if (!security.data) return;
    const needed = needsFactor(security.data);
    setFactorSetUpNeeded(queryClient, needed);
    if (needed) setWasForced(true);
  }, [security.data, queryClient]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>{forced ? 'Set Up a Second Factor | Admin | DFW Roadside Assistance' : 'My Sign-In | Admin | DFW Roadside Assistance'}</title>
      {!forced && (
        <Link to={paths.admin} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
          <ArrowLeftIcon className="size-4" />
          Back to Dashboard
        </Link>
      )}
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{forced ? 'Set up a second factor' : 'My sign-in'}</h1>
      {forced ? (
        <p className="mt-3 mb-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
          <ShieldIcon className="mt-0.5 size-5 shrink-0 text-amber-800" />
          Your role signs in with a second factor. Add a passkey or an authenticator app to continue.
        </p>
      ) : wasForced ? (
        <div role="status" className="mt-3 mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-slate-900">
          <BadgeCheckIcon className="size-5 shrink-0 text-emerald-700" />
          <span className="flex-1">Your second factor is set up. The whole desk is open to you now.</span>
          <Link to={paths.admin} className={buttonClasses('primary', 'sm')}>
            Go to the Dashboard
          </Link>
        </div>
      ) : (
        <p className="mt-1 mb-6 text-sm text-slate-600">How you sign in to the desk, and where you are signed in now.</p>
      )}
      {security.data && session ? (
        <MySignIn security={security.data} email={session.email} />
      ) : security.isError ? (
        <LoadError message={LOAD_FAILED} onRetry={() => security.refetch()} retrying={security.isFetching} />
      ) : (
        <div role="status" aria-label="Loading your sign-in" className="grid gap-6 lg:grid-cols-2">
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} className="h-56 w-full rounded-xl" />
          ))}
        </div>
      )}
    </div>
  );
}
