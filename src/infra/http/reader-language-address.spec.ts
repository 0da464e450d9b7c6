import { addressInReaderLanguage, oneAddressPageUnderSpanishPrefix } from './reader-language-address';

const PAGES = new Set(['/', '/es', '/pricing', '/es/pricing', '/terms']);
const exists = (path: string) => PAGES.has(path);

describe(addressInReaderLanguage.name, () => {
  it('sends a browser that prefers Spanish from an English page to its Spanish address', () => {
    expect(addressInReaderLanguage('/', { acceptLanguage: 'es-MX,es;q=0.9,en;q=0.8' }, exists)).toBe('/es/');
    expect(addressInReaderLanguage('/pricing', { acceptLanguage: 'es' }, exists)).toBe('/es/pricing');
  });

  it('leaves a Spanish page to a browser that prefers English, and an English page to one that prefers it', () => {
    expect(addressInReaderLanguage('/es/pricing', { acceptLanguage: 'en-US' }, exists)).toBeNull();
    expect(addressInReaderLanguage('/', { acceptLanguage: 'en-US,es;q=0.5' }, exists)).toBeNull();
    expect(addressInReaderLanguage('/', {}, exists)).toBeNull();
  });

  it("follows the device's choice on the switch over the browser's languages, either way", () => {
    expect(addressInReaderLanguage('/', { acceptLanguage: 'es-MX', cookie: 'language=en' }, exists)).toBeNull();
    expect(addressInReaderLanguage('/es', { acceptLanguage: 'es-MX', cookie: 'language=en' }, exists)).toBe('/');
    expect(addressInReaderLanguage('/es/pricing', { cookie: 'language=en' }, exists)).toBe('/pricing');
    expect(addressInReaderLanguage('/pricing', { acceptLanguage: 'en', cookie: 'a=b; language=es' }, exists)).toBe('/es/pricing');
  });

  it('stays on a page that has no copy in the language wanted', () => {
    expect(addressInReaderLanguage('/terms', { acceptLanguage: 'es' }, exists)).toBeNull();
  });
});

describe(oneAddressPageUnderSpanishPrefix.name, () => {
  const pages = ['/request', '/track/', '/receipt/'];

  it("finds an app page's own address under /es", () => {
    expect(oneAddressPageUnderSpanishPrefix('/es/request', pages)).toBe('/request');
    expect(oneAddressPageUnderSpanishPrefix('/es/track/AB12CD34', pages)).toBe('/track/AB12CD34');
    expect(oneAddressPageUnderSpanishPrefix('/es/receipt/R-1', pages)).toBe('/receipt/R-1');
  });

  it('leaves every other address alone', () => {
    for (const path of ['/request', '/es/track', '/es/requests', '/es/no-such-page', '/es', '/es/pricing']) {
      expect(oneAddressPageUnderSpanishPrefix(path, pages)).toBeNull();
    }
  });
});
