import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LanguageProvider, useLanguage } from '@/i18n/language-provider';
import { ENGLISH } from '@/i18n/messages.en';
import { SkipLink } from '../skip-link';
import { AdminHeader } from './admin-header';

/** The staff area stays English whatever the device's language: the shared components it uses speak both. */
export function AdminLayout() {
  const { language: siteLanguage } = useLanguage();
  // Leaving for the customer site gives the page its reader's language back.
  useEffect(() => () => void (document.documentElement.lang = siteLanguage), [siteLanguage]);

  return (
    <LanguageProvider initial="en" messages={ENGLISH}>
      <div className="flex min-h-dvh flex-col bg-slate-50">
        <SkipLink />
        <AdminHeader />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <ScrollRestoration />
      </div>
    </LanguageProvider>
  );
}
