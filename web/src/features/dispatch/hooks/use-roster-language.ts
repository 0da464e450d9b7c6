import type { Language } from '@domain/language';
import { useEffect, useRef } from 'react';
import { chosenLanguage } from '@/i18n/device-language';
import { useLanguage } from '@/i18n/language-provider';

/**
 * The job page opens in the language the dispatcher set for the provider on the roster, once, unless
 * this phone's switch already chose one; the switch still works after that.
 */
export function useRosterLanguage(providerLanguage: Language | undefined): void {
  const { language, setLanguage } = useLanguage();
  const applied = useRef(false);
  useEffect(() => {
    if (!providerLanguage || applied.current) return;
    applied.current = true;
    if (chosenLanguage() === null && providerLanguage !== language) setLanguage(providerLanguage);
  }, [providerLanguage, language, setLanguage]);
}
