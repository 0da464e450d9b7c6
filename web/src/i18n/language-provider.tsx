import { LOCALES, type Language } from '@domain/language';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { rememberLanguage } from './device-language';
import { MESSAGES } from './messages';

interface LanguageState {
  language: Language;
  /** Shows the app in `language`; `remember` keeps it for this device's next visits (the switch does). */
  setLanguage: (language: Language, options?: { remember?: boolean }) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** The reader's language for every customer and provider screen, with ICU formatting for its locale. */
export function LanguageProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setCurrent] = useState<Language>(initial);

  const setLanguage = useCallback((next: Language, { remember = false }: { remember?: boolean } = {}) => {
    if (remember) rememberLanguage(next);
    setCurrent(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const state = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={state}>
      <IntlProvider locale={LOCALES[language]} defaultLocale={LOCALES.en} messages={MESSAGES[language]}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage needs a LanguageProvider above it');
  return state;
}
