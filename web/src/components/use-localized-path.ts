import { useCallback } from 'react';
import { useLanguage } from '@/i18n/language-provider';
import { localizedPath } from '@/i18n/localized-paths';

/**
 * The reader's address for a public page, given its English path: on a Spanish page a link to the
 * home, a city or a service page leads to its Spanish address. App pages (/request, /track/…) have
 * one address and come back unchanged.
 */
export function useLocalizedPath(): (englishPath: string) => string {
  const { language } = useLanguage();
  return useCallback((englishPath: string) => localizedPath(englishPath, language), [language]);
}
