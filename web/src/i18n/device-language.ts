import { cookieLanguage, isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, preferredLanguage, type Language } from '@domain/language';

const STORAGE_KEY = 'dfw-roadside:language';

// The cookie is what the server reads to serve a page in the chosen language (and what it sets for a link
// under /es); storage keeps the choices made before the cookie existed.
function storedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language this device was switched to, if it ever was. */
export function chosenLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  return cookieLanguage(document.cookie) ?? storedLanguage();
}

export function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private browsing without storage: the cookie keeps the choice.
  }
}

/** The switch's choice, else the browser's preferred languages (what it sends as Accept-Language). */
export function deviceLanguage(): Language {
  return chosenLanguage() ?? preferredLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}
