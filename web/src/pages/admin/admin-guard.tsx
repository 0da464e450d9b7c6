import { LOCALES } from '@domain/language';
import { mayUse } from '@domain/staff-roles';
import { IntlProvider } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/spinner';
import { useAdminSession } from '@/features/admin-auth';
import { InboxLiveAlerts } from '@/features/admin-messages';
import { ENGLISH } from '@/i18n/messages.en';
import { paths } from '@/lib/paths';
import { returnToState } from './return-to';
import { useSessionExpiry } from './use-session-expiry';

/**
 * Layout route for the admin area; the server session is the only source of truth. Its pages share
 * the customer and provider screens' components, so they read the whole English catalogue (the
 * staff area starts with the sign-in page's few texts).
 */
export function AdminGuard() {
  const session = useAdminSession();
  const location = useLocation();
  useSessionExpiry();

  if (session.isPending) return <PageLoading label="Checking your session…" />;

  // A refetch never rejects (a failure is `isError` again), so the button does not wait on it.
  if (session.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-xl font-semibold text-slate-900">Unable to verify your session</h1>
        <p className="mt-2 text-slate-600">Check your connection and try again.</p>
        <Button className="mt-6" onClick={() => void session.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  if (!session.data) return <Navigate to={paths.adminLogin} replace state={returnToState(location)} />;

  return (
    <IntlProvider locale={LOCALES.en} defaultLocale={LOCALES.en} messages={ENGLISH}>
      {/* Here, not in the header: it goes live with the page, and the sign-in page loads none of its socket. A viewer may not read texts. */}
      {mayUse(session.data.role, 'desk') && <InboxLiveAlerts />}
      <Outlet />
    </IntlProvider>
  );
}
