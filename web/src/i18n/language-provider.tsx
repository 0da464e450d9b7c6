import { LOCALES, type Language } from '@domain/language';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlConfig } from 'react-intl';
import { rememberLanguage } from './device-language';
import { areaOf, messagesOf, prepareSwitch, requireAreas, subscribeToMessages, switched } from './messages';

interface LanguageState {
  language: Language;
  /** Shows the app in `language`; `remember` keeps it for this device's next visits (the switch does). */
  setLanguage: (language: Language, options?: { remember?: boolean }) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

// Each message's parsed format and each date and number formatter is made once and kept: on the server,
// which renders the tracking page per request, a cache per render parsed every message every time.
const formatters = createIntlCache();

/**
 * The reader's language for every customer and provider screen, with ICU formatting for its locale,
 * and the catalogue areas loaded so far in it (`startIn` has loaded the first page's).
 */
export function LanguageProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setShown] = useState(initial);
  const latest = useRef<Language>(initial);
  const messages = useSyncExternalStore(subscribeToMessages, () => messagesOf(language), () => messagesOf(language));

  const setLanguage = useCallback((next: Language, { remember = false }: { remember?: boolean } = {}) => {
    if (remember) rememberLanguage(next);
    const from = latest.current;
    latest.current = next;
    // The page stays in its language until the other one's messages are here, then switches at once;
    // a load that a later choice overtook is dropped.
    void prepareSwitch(from, next).then(() => {
      if (latest.current !== next) return;
      switched(next);
      setShown(next);
    });
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const state = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  const intl = useMemo(
    () => createIntl({ locale: LOCALES[language], defaultLocale: LOCALES.en, messages, onError: loadMissingArea }, formatters),
    [language, messages],
  );
  return (
    <LanguageContext.Provider value={state}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LanguageContext.Provider>
  );
}

/**
 * Pages name the areas they read (checked by catalogue-areas.spec.ts); should one still be missing, its
 * area is fetched and the page re-renders with it rather than keep showing the message's id.
 */
const loadMissingArea: NonNullable<IntlConfig['onError']> = (error) => {
  const area = error.code === 'MISSING_TRANSLATION' && 'descriptor' in error ? areaOf(String(error.descriptor?.id ?? '')) : null;
  if (area) void requireAreas([area]);
  console.error(error);
};
export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage needs a LanguageProvider above it');
  return state;
}
