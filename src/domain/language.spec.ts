import { acceptLanguageTags, cookieLanguage, isLanguage, preferredLanguage } from './language';

describe('the language a person prefers', () => {
  it.each([
    [['es-MX', 'en-US'], 'es'],
    [['es-419'], 'es'],
    [['en-GB', 'es'], 'en'],
    [['fr-FR', 'de', 'es_US'], 'es'],
    [['fr-FR'], 'en'],
    [[], 'en'],
  ])('%j → %s', (tags, expected) => {
    expect(preferredLanguage(tags)).toBe(expected);
  });

  it('reads an Accept-Language header by weight, then by order', () => {
    expect(acceptLanguageTags('en-US;q=0.5, es-MX, fr;q=0')).toEqual(['es-MX', 'en-US']);
    expect(preferredLanguage(acceptLanguageTags('es-MX,es;q=0.9,en-US;q=0.8'))).toBe('es');
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it("reads the device's choice from its language cookie, and nothing else", () => {
    expect(cookieLanguage('roadside.sid=abc; language=es')).toBe('es');
    expect(cookieLanguage('language=en')).toBe('en');
    expect(cookieLanguage('language=fr; other=es')).toBeNull();
    expect(cookieLanguage('site_language=es')).toBeNull();
    expect(cookieLanguage(undefined)).toBeNull();
  });

  it('knows only its two languages', () => {
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('ES')).toBe(false);
    expect(isLanguage('fr')).toBe(false);
  });
});
