import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { deviceLanguage } from '@/i18n/device-language';
import { useLanguage } from '@/i18n/language-provider';
import { SkipLink } from '../skip-link';
import { AdminHeader } from './admin-header';

/**
 * The staff area stays English whatever the device's language (the shared components, toasts and
 * loading screens it uses speak both); leaving it for the customer site gives the device's language back.
 */
export function AdminLayout() {
  const { language, setLanguage } = useLanguage();
  // Opened in English (the staff area's first page), it keeps the sign-in texts it started with: the
  // whole catalogue would only slow that page, and the signed-in pages bring it (AdminGuard).
  useEffect(() => {
    if (language !== 'en') setLanguage('en');
  }, [language, setLanguage]);
  useEffect(() => () => setLanguage(deviceLanguage()), [setLanguage]);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <AdminHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
