import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LanguageFromAddress } from '@/i18n/language-from-address';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { SkipLink } from './skip-link';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <LanguageFromAddress />
    </div>
  );
}
