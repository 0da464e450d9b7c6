import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { AppConfig } from '../../config/app-config';
import { prerenderedPages } from './prerendered-pages';

const CONFIG = {
  publicUrl: 'https://roadside.example',
  supportPhone: '+12145550123',
  maps: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', routerUrl: null },
} as unknown as AppConfig;

const alternates = (path: string) =>
  `<link rel="alternate" hreflang="en" href="__PUBLIC_URL__${path}"/>` +
  `<link rel="alternate" hreflang="es" href="__PUBLIC_URL__/es${path}"/>` +
  `<link rel="alternate" hreflang="x-default" href="__PUBLIC_URL__${path}"/>`;

/** A build as scripts/prerender.mjs writes it: a page per language, with placeholders. */
function writeBuild(dist: string) {
  const dir = join(dist, 'prerendered');
  mkdirSync(dir, { recursive: true });
  const page = (lang: string, canonical: string, alternatePath: string, body: string) =>
    `<!doctype html><html lang="${lang}"><head><link rel="canonical" href="__PUBLIC_URL__${canonical}"/>${alternates(alternatePath)}<!--public-config--></head>` +
    `<body><div id="root">${body} <a href="tel:__SUPPORT_PHONE__">__SUPPORT_PHONE_DISPLAY__</a></div></body></html>`;
  writeFileSync(join(dir, 'index.html'), page('en', '/', '/', 'Fast roadside help'));
  writeFileSync(join(dir, 'es.html'), page('es', '/es/', '/', 'Auxilio vial rápido'));
  writeFileSync(join(dir, 'es__pricing.html'), page('es', '/es/pricing', '/pricing', 'Guía de precios'));
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ '/': 'index.html', '/es': 'es.html', '/es/pricing': 'es__pricing.html' }));
  writeFileSync(join(dir, 'app-shell.html'), '<!doctype html><html lang="en"><head><!--public-config--></head><body><div id="root"><div data-app-shell="">DFW Roadside</div></div></body></html>');
  writeFileSync(join(dir, 'app-shells.json'), JSON.stringify({ file: 'app-shell.html', addresses: ['/payment-success', '/track/'] }));
  writeFileSync(join(dir, 'one-address-pages.json'), JSON.stringify(['/request', '/track/', '/receipt/']));
  writeFileSync(join(dir, 'sitemap.xml'), '<urlset><url><loc>__PUBLIC_URL__/</loc></url><url><loc>__PUBLIC_URL__/es/</loc></url></urlset>');
  writeFileSync(join(dir, 'robots.txt'), 'Sitemap: __PUBLIC_URL__/sitemap.xml\n');
}

describe('prerenderedPages', () => {
  let dist: string;
  let fastify: FastifyInstance;
  const app = () => fastify.server;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'prerendered-'));
    writeBuild(dist);
    fastify = Fastify();
    await fastify.register(prerenderedPages(CONFIG, dist));
    fastify.setNotFoundHandler((_request, reply) => reply.status(404).send('the web app'));
    await fastify.ready();
  });
  afterAll(async () => {
    await fastify.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the Spanish home page at /es/ and /es, in Spanish, with its alternates filled in', async () => {
    for (const path of ['/es/', '/es']) {
      const response = await request(app()).get(path).expect(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-language']).toBe('es');
      expect(response.text).toContain('<html lang="es">');
      expect(response.text).toContain('<link rel="canonical" href="https://roadside.example/es/"/>');
      expect(response.text).toContain('<link rel="alternate" hreflang="en" href="https://roadside.example/"/>');
      expect(response.text).toContain('<link rel="alternate" hreflang="es" href="https://roadside.example/es/"/>');
      expect(response.text).toContain('<link rel="alternate" hreflang="x-default" href="https://roadside.example/"/>');
      expect(response.text).toContain('<a href="tel:+12145550123">(214) 555-0123</a>');
      expect(response.text).not.toContain('__');
    }
  });

  it('serves each page in the language of its address', async () => {
    const english = await request(app()).get('/').expect(200);
    expect(english.headers['content-language']).toBe('en');
    expect(english.text).toContain('<html lang="en">');
    const pricing = await request(app()).get('/es/pricing/').expect(200);
    expect(pricing.text).toContain('Guía de precios');
    expect(pricing.text).toContain('<link rel="canonical" href="https://roadside.example/es/pricing"/>');
  });

  it('leaves an unknown /es/ address to the web app and its 404 page', async () => {
    for (const path of ['/es/no-such-page', '/es/city/nowhere']) {
      expect((await request(app()).get(path).expect(404)).text).toBe('the web app');
    }
  });

  it('sends a browser that prefers Spanish, on its first visit, to the Spanish home page from the server', async () => {
    const response = await request(app()).get('/?utm_source=flyer').set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.8').expect(302);
    expect(response.headers.location).toBe('/es/?utm_source=flyer');
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("serves the page in the language chosen on the device's switch, whatever the browser prefers", async () => {
    const english = await request(app()).get('/').set('Accept-Language', 'es-MX').set('Cookie', 'language=en').expect(200);
    expect(english.text).toContain('Fast roadside help');
    expect(english.headers.vary).toBe('Accept-Language, Cookie');
    expect((await request(app()).get('/es/').set('Cookie', 'language=en').expect(302)).headers.location).toBe('/');
    expect((await request(app()).get('/').set('Cookie', 'language=es').expect(302)).headers.location).toBe('/es/');
  });

  it('sends an app page asked for under /es to its own address, keeping Spanish as the choice', async () => {
    for (const [path, own] of [
      ['/es/request', '/request'],
      ['/es/track/AB12CD34?from=text', '/track/AB12CD34?from=text'],
      ['/es/receipt/R1', '/receipt/R1'],
    ]) {
      const response = await request(app()).get(path).expect(302);
      expect(response.headers.location).toBe(own);
      expect(response.headers['set-cookie']).toEqual(['language=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
    }
  });

  it("serves the app shell, in no language of its own, at an app page's exact address and under an address ending in /", async () => {
    for (const path of ['/payment-success', '/track/AB12CD34']) {
      const response = await request(app()).get(path).expect(200);
      expect(response.headers['content-language']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain('<div data-app-shell="">');
      expect(response.text).toContain('<script type="application/json" id="public-config">');
    }
    for (const path of ['/payment-success/more', '/track', '/admin/login']) {
      expect((await request(app()).get(path).expect(404)).text).toBe('the web app');
    }
  });

  it('fills in the sitemap and robots.txt', async () => {
    const sitemap = await request(app()).get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.text).toContain('<loc>https://roadside.example/es/</loc>');
    expect((await request(app()).get('/robots.txt').expect(200)).text).toBe('Sitemap: https://roadside.example/sitemap.xml\n');
  });
});
