import { isLanguage, preferredLanguage, type Language } from '@domain/language';

const STORAGE_KEY = 'dfw-roadside:language';

/** The language this device was switched to, if it ever was. */
export function chosenLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private browsing without storage: the choice lasts until the page is closed.
  }
}

/** The switch's choice, else the browser's preferred languages (what it sends as Accept-Language). */
export function deviceLanguage(): Language {
  return chosenLanguage() ?? preferredLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}
