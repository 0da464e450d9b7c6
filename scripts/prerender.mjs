// Renders every public page to HTML after `vite build`, with the same React components the browser
// hydrates, in each language it has an address in (English, and Spanish under /es). Deployment values
// (public URL, support phone) are placeholders the server fills in.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'web', 'dist');
const out = join(dist, 'prerendered');
const { render, renderAppShell, appShellAddresses, oneAddressPages, publicPages, structuredData, alternateLinks, pageKey, sitemapXml, splitRenderedHead } =
  createRequire(import.meta.url)(join(root, 'web', 'dist-ssr', 'entry-server.cjs'));

const PLACEHOLDERS = {
  publicUrl: '__PUBLIC_URL__',
  phone: '__SUPPORT_PHONE__',
  phoneDisplay: '__SUPPORT_PHONE_DISPLAY__',
  config: '<!--public-config-->',
};
const OG_LOCALES = { en: 'en_US', es: 'es_US' };
const config = { supportPhone: PLACEHOLDERS.phone, supportPhoneDisplay: PLACEHOLDERS.phoneDisplay, mapTileUrl: '', roadRouting: false };
const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!/<html lang="en">/.test(template)) throw new Error('index.html no longer opens with <html lang="en">; the pages could not say their language');

// An app page's shell paints its header bar without the scripts: on a slow network the stylesheet,
// which holds up that first paint, goes before them instead of sharing the line.
const scriptsAfterStyles = template.replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, '<$1 fetchpriority="low" crossorigin');
if (!scriptsAfterStyles.includes('fetchpriority="low"')) throw new Error("index.html's scripts are no longer written as the build did; the shell could not put them after the stylesheet");

// A prerendered page is whole without the app, which only hydrates it: its one script
// (src/boot-prerendered.ts) asks for the app's code once the page is painted.
const boot = readdirSync(join(dist, 'assets')).filter((file) => /^boot-prerendered-[\w-]+\.js$/.test(file));
if (boot.length !== 1) throw new Error(`Expected one boot-prerendered script in the build, found ${boot.length}`);
const prerenderedTemplate = template
  .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, `<script type="module" crossorigin src="/assets/${boot[0]}"></script>`)
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
if (!prerenderedTemplate.includes(boot[0]) || prerenderedTemplate.includes('modulepreload')) throw new Error("index.html's scripts are no longer written as the build did; the prerendered pages could not start from their own");

function page(entry, rendered) {
  const { head, body } = splitRenderedHead(rendered);
  const canonical = `${PLACEHOLDERS.publicUrl}${entry.path}`;
  const title = head.match(/<title>([^<]*)<\/title>/)?.[1] ?? 'DFW Roadside Assistance';
  const description = head.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
  const alternates = alternateLinks(entry, PLACEHOLDERS.publicUrl);
  const jsonLd = structuredData(entry, PLACEHOLDERS.publicUrl, PLACEHOLDERS.phone);
  const extraHead = [
    head,
    `<link rel="canonical" href="${canonical}"/>`,
    ...alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}"/>`),
    `<meta property="og:type" content="website"/>`,
    `<meta property="og:site_name" content="DFW Roadside Assistance"/>`,
    `<meta property="og:locale" content="${OG_LOCALES[entry.language]}"/>`,
    `<meta property="og:title" content="${title}"/>`,
    description && `<meta property="og:description" content="${description}"/>`,
    `<meta property="og:url" content="${canonical}"/>`,
    ...jsonLd.map((data) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`),
    PLACEHOLDERS.config,
  ].join('');
  // The template's own title and description stay only where the page gives none.
  const withoutDefaults = prerenderedTemplate.replace(/<title>[^<]*<\/title>/, head.includes('<title>') ? '' : '$&');
  return withoutDefaults
    .replace('<html lang="en">', `<html lang="${entry.language}">`)
    .replace(/<meta\s+name="description"[^>]*>/s, description ? '' : '$&')
    .replace('</head>', `${extraHead}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const manifest = {};
for (const entry of publicPages.filter((page) => !page.form)) {
  const { html, status } = await render(`http://localhost${entry.path}`, config);
  if (status !== 200) throw new Error(`${entry.path} rendered with status ${status}`);
  const key = pageKey(entry.path);
  const file = key === '/' ? 'index.html' : `${key.slice(1).replace(/\//g, '__')}.html`;
  const written = page(entry, html);
  const lang = written.match(/<html lang="([^"]+)">/)?.[1];
  if (lang !== entry.language) throw new Error(`${entry.path} came out with <html lang="${lang}">, not "${entry.language}"`);
  writeFileSync(join(out, file), written);
  manifest[key] = file;
}
writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest, null, 2));
// The customer pages served per request paint the header bar from their HTML, before any script.
const shell = scriptsAfterStyles.replace('</head>', `${PLACEHOLDERS.config}</head>`).replace('<div id="root"></div>', `<div id="root">${renderAppShell()}</div>`);
writeFileSync(join(out, 'app-shell.html'), shell);
// The pages rendered per request (the tracking page): the server puts the page's language, head, answers and HTML in.
// Their title is the page's own.
const livePage = scriptsAfterStyles
  .replace(/<title>[^<]*<\/title>/, '')
  .replace('<html lang="en">', '<html lang="<!--live-page-language-->">')
  .replace('</head>', `<!--live-page-head-->${PLACEHOLDERS.config}</head>`)
  .replace('<div id="root"></div>', '<div id="root"><!--live-page--></div>');
writeFileSync(join(out, 'live-page.html'), livePage);
writeFileSync(join(out, 'app-shells.json'), JSON.stringify({ file: 'app-shell.html', addresses: appShellAddresses }, null, 2));
// An app page asked for under /es is sent to its one address, in Spanish.
writeFileSync(join(out, 'one-address-pages.json'), JSON.stringify(oneAddressPages, null, 2));
writeFileSync(join(out, 'sitemap.xml'), sitemapXml(PLACEHOLDERS.publicUrl));
writeFileSync(join(out, 'robots.txt'), `User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /track/\nDisallow: /payment\nDisallow: /provider/\nDisallow: /offer/\nDisallow: /p/\nSitemap: ${PLACEHOLDERS.publicUrl}/sitemap.xml\n`);
console.log(`Prerendered ${Object.keys(manifest).length} pages`);
