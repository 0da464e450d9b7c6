import { LOCALES, type Language } from '@domain/language';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { rememberLanguage } from './device-language';
import { loadMessages, type Messages } from './messages';

interface LanguageState {
  language: Language;
  /** Shows the app in `language`; `remember` keeps it for this device's next visits (the switch does). */
  setLanguage: (language: Language, options?: { remember?: boolean }) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** The reader's language for every customer and provider screen, with ICU formatting for its locale; `messages` are `initial`'s. */
export function LanguageProvider({ initial, messages, children }: { initial: Language; messages: Messages; children: ReactNode }) {
  const [shown, setShown] = useState({ language: initial, messages });
  const language = shown.language;
  const latest = useRef<Language>(initial);

  const setLanguage = useCallback((next: Language, { remember = false }: { remember?: boolean } = {}) => {
    if (remember) rememberLanguage(next);
    latest.current = next;
    // The page stays in its language until the other one's messages are here, then switches at once;
    // a load that a later choice overtook is dropped.
    void loadMessages(next).then((nextMessages) => {
      if (latest.current === next) setShown({ language: next, messages: nextMessages });
    });
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const state = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={state}>
      <IntlProvider locale={LOCALES[language]} defaultLocale={LOCALES.en} messages={shown.messages}>
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
