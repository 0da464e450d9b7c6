import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LanguageFromAddress } from '@/i18n/language-from-address';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { SkipLink } from './skip-link';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      {/* `contents` keeps the bars in the page's flow (the header stays sticky); printing leaves them out. */}
      <div className="contents print:hidden">
        <SkipLink />
        <Navbar />
      </div>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <div className="contents print:hidden">
        <Footer />
      </div>
      <ScrollRestoration />
      <LanguageFromAddress />
    </div>
  );
}
