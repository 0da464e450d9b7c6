import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { chosenLanguage, deviceLanguage } from './device-language';
import { useLanguage } from './language-provider';
import { oneAddressPages } from '@/lib/paths';
import { addressLanguage, samePageIn, SPANISH_PREFIX } from './localized-paths';

/** An app page with one address for both languages, asked for under /es: its own address; else null. */
function oneAddressPageUnderSpanishPrefix(pathname: string): string | null {
  if (!pathname.startsWith(`${SPANISH_PREFIX}/`)) return null;
  const own = pathname.slice(SPANISH_PREFIX.length);
  return oneAddressPages.some((page) => (page.endsWith('/') ? own.startsWith(page) && own.length > page.length : own === page)) ? own : null;
}

/**
 * A public page's address says its language. On the first page of a visit, the device's choice on
 * the switch wins; without one, a browser that prefers Spanish is moved from an English address to
 * the Spanish one (never the other way: a Spanish link stays Spanish). Later pages follow the reader.
 * An app page with one address, linked under /es, opens at its address in Spanish, kept as the choice
 * (the server redirects such a link itself; this covers the development server and links within the app).
 */
export function LanguageFromAddress() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { setLanguage } = useLanguage();
  const firstPage = useRef(true);

  useEffect(() => {
    const pageLanguage = addressLanguage(pathname);
    const isFirstPage = firstPage.current;
    firstPage.current = false;
    const ownAddress = oneAddressPageUnderSpanishPrefix(pathname);
    if (ownAddress) {
      setLanguage('es', { remember: true });
      // The router finishes the move; this effect runs again at the new address, so nothing waits on it.
      void navigate(`${ownAddress}${search}${hash}`, { replace: true });
      return;
    }
    if (pageLanguage === null) return;
    const preferred = chosenLanguage() ?? (deviceLanguage() === 'es' ? 'es' : null);
    const preferredAddress = preferred && samePageIn(pathname, preferred);
    if (isFirstPage && preferred && preferred !== pageLanguage && preferredAddress) {
      void navigate(`${preferredAddress}${search}${hash}`, { replace: true });
      return;
    }
    setLanguage(pageLanguage);
  }, [pathname, search, hash, navigate, setLanguage]);

  return null;
}
