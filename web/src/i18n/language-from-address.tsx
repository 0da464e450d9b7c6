import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { chosenLanguage, deviceLanguage } from './device-language';
import { useLanguage } from './language-provider';
import { addressLanguage, samePageIn } from './localized-paths';

/**
 * A public page's address says its language. On the first page of a visit, the device's choice on
 * the switch wins; without one, a browser that prefers Spanish is moved from an English address to
 * the Spanish one (never the other way: a Spanish link stays Spanish). Later pages follow the reader.
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
    if (pageLanguage === null) return;
    const preferred = chosenLanguage() ?? (deviceLanguage() === 'es' ? 'es' : null);
    const preferredAddress = preferred && samePageIn(pathname, preferred);
    if (isFirstPage && preferred && preferred !== pageLanguage && preferredAddress) {
      navigate(`${preferredAddress}${search}${hash}`, { replace: true });
      return;
    }
    setLanguage(pageLanguage);
  }, [pathname, search, hash, navigate, setLanguage]);

  return null;
}
