import type { PortalMeView } from '@contracts/account-views';
import { LOCALES } from '@domain/language';
import { useEffect } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { Link, Outlet, ScrollRestoration } from 'react-router-dom';
import { PageState } from '@/components/page-state';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/spinner';
import { PortalHeader, PortalSignIn, PortalSignOutButton, usePortalMe, usePortalSessionWatch } from '@/features/business';
import { deviceLanguage } from '@/i18n/device-language';
import { useLanguage } from '@/i18n/language-provider';
import { ENGLISH } from '@/i18n/messages.en';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/**
 * The business portal's chrome: English, as the desk is (the driver's texts go in the language the job
 * names). Its pages show only to a signed-in member of an account; anyone else gets the portal's sign-in.
 */
export function BusinessLayout() {
  const { language, setLanguage } = useLanguage();
  useEffect(() => {
    if (language !== 'en') setLanguage('en');
  }, [language, setLanguage]);
  useEffect(() => () => setLanguage(deviceLanguage()), [setLanguage]);

  return (
    <IntlProvider locale={LOCALES.en} defaultLocale={LOCALES.en} messages={ENGLISH}>
      <Portal />
    </IntlProvider>
  );
}

function Portal() {
  const me = usePortalMe();
  usePortalSessionWatch();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        <FormattedMessage id="common.skipLink" />
      </a>
      <PortalHeader me={me.data ?? null} />
      <main id="main" className="flex-1">
        <PortalBody me={me} />
      </main>
      <ScrollRestoration />
    </div>
  );
}

type MeQuery = ReturnType<typeof usePortalMe>;

function PortalBody({ me }: { me: MeQuery }) {
  if (me.isPending) return <PageLoading label="Checking your session…" />;
  if (me.data) return <Outlet />;
  if (me.isError && isApiError(me.error, 403)) return <NotAnAccountMember message={me.error.message} />;
  if (me.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-xl font-semibold text-slate-900">Unable to verify your session</h1>
        <p className="mt-2 text-slate-600">Check your connection and try again.</p>
        <Button className="mt-6" onClick={() => void me.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return <PortalSignIn />;
}

/** Signed in, but to the dispatch desk: the portal is for the accounts' people. */
function NotAnAccountMember({ message }: { message: string }) {
  return (
    <div className="px-4 py-16">
      <title>Business Accounts | DFW Roadside Assistance</title>
      <PageState title="This is the business accounts’ portal" description={message}>
        <Link to={paths.admin} className={buttonClasses('primary', 'md')}>
          Go to the Dispatch Desk
        </Link>
        <PortalSignOutButton />
      </PageState>
    </div>
  );
}

/** The signed-in member, for the portal's pages: the layout shows them only once it is known. */
export function useSignedInMember(): PortalMeView {
  const me = usePortalMe().data;
  if (!me) throw new Error('The portal page rendered without a signed-in member');
  return me;
}
