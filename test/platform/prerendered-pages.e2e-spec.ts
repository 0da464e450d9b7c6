import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_DIST } from '../../src/infra/http/web-build';
import { TEST_ENV } from '../test-env';
import { useTestApp } from '../support/use-test-app';

const URL = TEST_ENV.PUBLIC_URL;
const MANIFEST = join(WEB_DIST, 'prerendered', 'manifest.json');

/** The public pages as the build wrote them (scripts/prerender.mjs), in English and in Spanish. */
describe('prerendered public pages in both languages', () => {
  beforeAll(() => {
    if (!existsSync(MANIFEST)) throw new Error(`No prerendered pages at ${MANIFEST}: run \`npm run build:web\` before this spec`);
  });
  const t = useTestApp({ resetDatabase: false });

  it('serves the Spanish home page at /es/ and /es in Spanish, with its canonical address and hreflang alternates', async () => {
    for (const path of ['/es/', '/es']) {
      const response = await t.http().get(path).expect(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-language']).toBe('es');
      const html = response.text;
      expect(html).toMatch(/^<!doctype html>\s*<html lang="es">/i);
      expect(html).toContain(`<link rel="canonical" href="${URL}/es/"/>`);
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${URL}/"/>`);
      expect(html).toContain(`<link rel="alternate" hreflang="es" href="${URL}/es/"/>`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${URL}/"/>`);
      expect(html).toContain('<meta property="og:locale" content="es_US"/>');
      expect(html).toMatch(/<div id="root"><div/);
      expect(html).toContain('Auxilio vial rápido, en cualquier parte de DFW');
      expect(html).toContain('<title>DFW Roadside Assistance | Grúa y auxilio vial 24/7 en Dallas/Fort Worth</title>');
      // The chrome is Spanish too, and its links lead to the Spanish addresses.
      expect(html).toContain('Saltar al contenido');
      expect(html).toContain('href="/es/pricing"');
      expect(html).not.toContain('href="/pricing"');
      expect(html).not.toContain('__PUBLIC_URL__');
    }
  });

  it('serves the English home page in English with the same alternates', async () => {
    const response = await t.http().get('/').expect(200);
    expect(response.headers['content-language']).toBe('en');
    expect(response.text).toMatch(/^<!doctype html>\s*<html lang="en">/i);
    expect(response.text).toContain(`<link rel="canonical" href="${URL}/"/>`);
    expect(response.text).toContain(`<link rel="alternate" hreflang="es" href="${URL}/es/"/>`);
    expect(response.text).toContain(`<link rel="alternate" hreflang="x-default" href="${URL}/"/>`);
    expect(response.text).toContain('Fast roadside help, anywhere in DFW');
  });

  it('serves every Spanish public page under /es with lang="es" and its own canonical address', async () => {
    for (const path of ['/es/pricing', '/es/city/dallas-roadside-assistance', '/es/service/emergency-towing', '/es/county/tarrant-county']) {
      const html = (await t.http().get(path).expect(200)).text;
      expect(html).toMatch(/<html lang="es">/);
      expect(html).toContain(`<link rel="canonical" href="${URL}${path}"/>`);
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${URL}${path.slice(3)}"/>`);
    }
  });

  it('leaves an unknown /es/ address to the web app, whose router shows the 404 page', async () => {
    const response = await t.http().get('/es/no-such-page').expect(200);
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.text).not.toContain('rel="canonical"');
  });

  it('lists both languages in the sitemap, a section each, with hreflang alternates for every address', async () => {
    const response = await t.http().get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.text;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual(expect.arrayContaining([`${URL}/`, `${URL}/es/`, `${URL}/pricing`, `${URL}/es/pricing`, `${URL}/request`]));
    const spanish = locs.filter((loc) => loc.startsWith(`${URL}/es/`));
    const english = locs.filter((loc) => !spanish.includes(loc));
    // Every English address but the request form's (one address for both) has its Spanish one.
    expect(spanish).toEqual(english.filter((loc) => loc !== `${URL}/request`).map((loc) => loc.replace(URL, `${URL}/es`)));
    expect(xml.indexOf('<!-- Español -->')).toBeGreaterThan(xml.indexOf('<!-- English -->'));
    expect(xml.indexOf(`<loc>${URL}/es/</loc>`)).toBeGreaterThan(xml.indexOf('<!-- Español -->'));
    expect(xml).toContain(
      `<url><loc>${URL}/es/pricing</loc>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${URL}/pricing"/>` +
        `<xhtml:link rel="alternate" hreflang="es" href="${URL}/es/pricing"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${URL}/pricing"/></url>`,
    );
  });
});
