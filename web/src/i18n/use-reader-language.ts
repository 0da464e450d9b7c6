import type { Language } from '@domain/language';
import { useEffect, useRef } from 'react';
import { chosenLanguage } from './device-language';
import { useLanguage } from './language-provider';

/**
 * A page reached from a text opens in its reader's language on record (the provider's on the roster,
 * the customer's on their receipt), once, unless this phone's switch already chose one; the switch
 * still works after that.
 */
export function useReaderLanguage(recorded: Language | undefined): void {
  const { language, setLanguage } = useLanguage();
  const applied = useRef(false);
  useEffect(() => {
    if (!recorded || applied.current) return;
    applied.current = true;
    if (chosenLanguage() === null && recorded !== language) setLanguage(recorded);
  }, [recorded, language, setLanguage]);
}
