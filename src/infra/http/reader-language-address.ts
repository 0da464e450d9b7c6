import { acceptLanguageTags, cookieLanguage, preferredLanguage, type Language } from '../../domain/language';

/** Where the Spanish copy of a public page lives: the English page's address under this prefix. */
const SPANISH_PREFIX = '/es';

export type Reader = { cookie?: string; acceptLanguage?: string };

/** The language a page with one address for both is served in: the switch's choice (its cookie), else the browser's. */
export const readerLanguage = (reader: Reader): Language => cookieLanguage(reader.cookie) ?? preferredLanguage(acceptLanguageTags(reader.acceptLanguage));

const isSpanishAddress = (path: string) => path === SPANISH_PREFIX || path.startsWith(`${SPANISH_PREFIX}/`);

/** A page's address in the other language (as the manifest keys it: no trailing slash but the home page's). */
function samePageIn(path: string, language: Language): string {
  if (language === 'en') return path === SPANISH_PREFIX ? '/' : path.slice(SPANISH_PREFIX.length);
  return path === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${path}`;
}

/**
 * For a public page with an address per language (`path`, as the manifest keys it): the address of the
 * same page in the reader's language when this one is in the other, else null. As the app does on the
 * first page of a visit: the choice on the switch (its cookie) wins; without one, a browser that prefers
 * Spanish is moved from an English address to the Spanish one, never the other way.
 */
export function addressInReaderLanguage(path: string, reader: Reader, pageExists: (path: string) => boolean): string | null {
  const pageLanguage: Language = isSpanishAddress(path) ? 'es' : 'en';
  const browserSpanish = preferredLanguage(acceptLanguageTags(reader.acceptLanguage)) === 'es';
  const wanted = cookieLanguage(reader.cookie) ?? (browserSpanish ? 'es' : null);
  if (wanted === null || wanted === pageLanguage) return null;
  const other = samePageIn(path, wanted);
  if (!pageExists(other)) return null;
  return other === SPANISH_PREFIX ? `${SPANISH_PREFIX}/` : other;
}

/**
 * An app page with one address for both languages asked for under /es (`/es/request`, `/es/track/…`):
 * its own address, which the app shows in Spanish once the choice is kept; else null.
 * `pages` are exact addresses, or ones ending in '/' for every address under them.
 */
export function oneAddressPageUnderSpanishPrefix(path: string, pages: readonly string[]): string | null {
  if (!path.startsWith(`${SPANISH_PREFIX}/`)) return null;
  const own = path.slice(SPANISH_PREFIX.length);
  const matches = pages.some((page) => (page.endsWith('/') ? own.startsWith(page) && own.length > page.length : own === page));
  return matches ? own : null;
}
