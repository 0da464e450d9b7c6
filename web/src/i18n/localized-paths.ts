import type { Language } from '@domain/language';

/** Where the Spanish copy of a public page lives: the English page's path under this prefix. */
export const SPANISH_PREFIX = '/es';

/**
 * Pages that have an address per language: the public pages (prerendered in both, with hreflang
 * alternates) and the one-tap location page a text links to, which is never prerendered.
 */
const PER_LANGUAGE_PAGES = [
  /^\/$/,
  /^\/city\/[^/]+$/,
  /^\/service\/[^/]+$/,
  /^\/county\/[^/]+$/,
  /^\/info\/[^/]+$/,
  /^\/pricing$/,
  /^\/terms$/,
  /^\/locate\/[^/]+$/,
];

function withoutSpanishPrefix(pathname: string): { path: string; spanish: boolean } {
  if (pathname === SPANISH_PREFIX || pathname === `${SPANISH_PREFIX}/`) return { path: '/', spanish: true };
  if (pathname.startsWith(`${SPANISH_PREFIX}/`)) return { path: pathname.slice(SPANISH_PREFIX.length), spanish: true };
  return { path: pathname, spanish: false };
}

/** The language an address is written in, for pages that have one per language; null for the app's other pages. */
export function addressLanguage(pathname: string): Language | null {
  const { path, spanish } = withoutSpanishPrefix(pathname);
  if (!PER_LANGUAGE_PAGES.some((page) => page.test(path))) return null;
  return spanish ? 'es' : 'en';
}

/** A public page's path in `language` (given its English path); other paths are the same in both. */
export function localizedPath(englishPath: string, language: Language): string {
  if (language === 'en' || addressLanguage(englishPath) === null) return englishPath;
  return englishPath === '/' ? `${SPANISH_PREFIX}/` : `${SPANISH_PREFIX}${englishPath}`;
}

/** The address of the page at `pathname` in the other language, or null when the page has one address for both. */
export function samePageIn(pathname: string, language: Language): string | null {
  if (addressLanguage(pathname) === null) return null;
  return localizedPath(withoutSpanishPrefix(pathname).path, language);
}
