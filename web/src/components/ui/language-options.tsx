import { LANGUAGE_NAMES, LANGUAGES } from '@domain/language';

/** The options of a 'Texts in' select: each language named in itself. */
export function LanguageOptions() {
  return LANGUAGES.map((language) => (
    <option key={language} value={language} lang={language}>
      {LANGUAGE_NAMES[language]}
    </option>
  ));
}
