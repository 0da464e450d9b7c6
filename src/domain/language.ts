/** The languages a customer or provider can read the product in; the admin screens stay English. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale money, dates and plurals are written in: US English, and Spanish as written in the US. */
export const LOCALES = { en: 'en-US', es: 'es-US' } as const satisfies Record<Language, string>;
export type AppLocale = (typeof LOCALES)[Language];

/** Each language named in itself, as the 'English | Español' switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The cookie that keeps a device's choice on the 'English | Español' switch, so the server serves pages in it. */
export const LANGUAGE_COOKIE = 'language';
/** A year: the choice outlives a visit. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language a Cookie header's language cookie names, or null when the device never chose one. */
export function cookieLanguage(cookieHeader: string | null | undefined): Language | null {
  const prefix = `${LANGUAGE_COOKIE}=`;
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return isLanguage(value) ? value : null;
}

/**
 * The first supported language among a person's preferred ones (an Accept-Language header's tags in
 * order, or `navigator.languages`): 'es-MX' and 'es-419' are Spanish, anything unknown is skipped.
 */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The tags of an Accept-Language header, most preferred first (q-values respected). */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
