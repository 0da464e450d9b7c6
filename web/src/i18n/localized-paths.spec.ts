import { addressLanguage, localizedPath, samePageIn } from './localized-paths';

describe('addresses per language', () => {
  it('knows which pages have a Spanish address', () => {
    expect(addressLanguage('/')).toBe('en');
    expect(addressLanguage('/es/')).toBe('es');
    expect(addressLanguage('/es')).toBe('es');
    expect(addressLanguage('/es/city/dallas-roadside-assistance')).toBe('es');
    expect(addressLanguage('/pricing')).toBe('en');
    expect(addressLanguage('/request')).toBeNull();
    expect(addressLanguage('/track/abc123')).toBeNull();
    expect(addressLanguage('/es/request')).toBeNull();
    expect(addressLanguage('/terms')).toBe('en');
    expect(addressLanguage('/es/terms')).toBe('es');
  });

  it('gives the one-tap location page a Spanish address too, so a link can open in either language', () => {
    expect(addressLanguage('/locate/abc123')).toBe('en');
    expect(addressLanguage('/es/locate/abc123')).toBe('es');
    expect(addressLanguage('/locate')).toBeNull();
    expect(addressLanguage('/locate/abc/extra')).toBeNull();
    expect(samePageIn('/locate/abc123', 'es')).toBe('/es/locate/abc123');
    expect(samePageIn('/es/locate/abc123', 'en')).toBe('/locate/abc123');
  });

  it('writes a public page in either language and leaves app pages alone', () => {
    expect(localizedPath('/', 'es')).toBe('/es/');
    expect(localizedPath('/service/towing', 'es')).toBe('/es/service/towing');
    expect(localizedPath('/service/towing', 'en')).toBe('/service/towing');
    expect(localizedPath('/request', 'es')).toBe('/request');
    expect(samePageIn('/es/pricing', 'en')).toBe('/pricing');
    expect(samePageIn('/pricing', 'es')).toBe('/es/pricing');
    expect(samePageIn('/track/abc', 'es')).toBeNull();
  });
});
